import { readFileSync } from 'node:fs';

/** Linux counts a process's children's CPU in clock ticks, 100 a second on every kernel Node runs on here. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU of this process (every thread) and of the child processes it has waited for (image
 * workers, a server started by a test): the file's share of the machine, whatever else runs beside
 * it. Without /proc (not Linux) the children are not counted.
 */
export function cpuSeconds(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + childrenCpuSeconds();
}

function childrenCpuSeconds(): number {
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
