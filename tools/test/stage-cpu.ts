import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/** The kernel's CPU accounting by group of processes (cgroup v1), where the machine has it and lets us write to it. */
const CPUACCT = '/sys/fs/cgroup/cpuacct';

/**
 * The CPU of every process a stage starts, counted by the kernel however the process ends: bash's
 * `times` counts only the processes reaped within its own tree, and missed about half of the
 * suite's CPU (image workers and servers whose parent ended first; docs/performance.md, issue 35).
 */
export type CpuAccount = {
  /** The shell line that puts the stage's shell, and so everything it starts, into the account. */
  joinCommand: string;
  /** Seconds of CPU so far, or null when the stage never joined the account. */
  seconds(): number | null;
  close(): void;
};

/** An account for one stage, or null where the machine offers none (the runner then reads `times`). */
export function openCpuAccount(name: string): CpuAccount | null {
  const directory = join(CPUACCT, `npm-test-${process.pid}-${name}`);
  try {
    mkdirSync(directory);
  } catch {
    return null;
  }
  return {
    joinCommand: `echo $$ > ${directory}/cgroup.procs 2>/dev/null`,
    seconds() {
      try {
        const nanoseconds = Number(readFileSync(join(directory, 'cpuacct.usage'), 'utf8'));
        return nanoseconds > 0 ? nanoseconds / 1e9 : null;
      } catch {
        return null;
      }
    },
    close() {
      try {
        rmdirSync(directory);
      } catch {
        // A process of the stage still running keeps the group; it is left for the kernel to hold, a few bytes.
      }
    },
  };
}
