/**
 * What the machine did during a phase of the scale bench: the load average, the cores the whole
 * machine kept busy, and the CPU of a store process with every process it started (its image
 * workers), read from /proc (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ) on every common build. */
const TICKS_PER_SECOND = 100;

type ProcessStat = { pid: number; parent: number; cpuSeconds: number };

function processStat(pid: number): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, parent: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processStat(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== null);
}

/** CPU seconds used so far by each root process and its descendants, by root pid. */
export function processTreeCpuSeconds(roots: number[]): Map<number, number> {
  const processes = allProcesses();
  const children = new Map<number, ProcessStat[]>();
  for (const stat of processes) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const totals = new Map<number, number>();
  for (const root of roots) {
    let total = 0;
    const pending = processes.filter((stat) => stat.pid === root);
    while (pending.length > 0) {
      const stat = pending.pop()!;
      total += stat.cpuSeconds;
      pending.push(...(children.get(stat.pid) ?? []));
    }
    totals.set(root, total);
  }
  return totals;
}

/** Busy and total CPU seconds of the whole machine since boot (every core). */
function machineCpuSeconds(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export type MachineUse = {
  seconds: number;
  loadMean: number;
  loadMax: number;
  /** Cores the machine kept busy on average, everything on it counted. */
  machineCores: number;
  /** Cores each watched process tree used on average, by root pid. */
  treeCores: Map<number, number>;
  /** Cores this bench process (the traffic) used. */
  driverCores: number;
};

/** Starts watching; `stop()` answers the averages since. The load average is sampled every 5 s. */
export function watchMachine(roots: number[]): { stop(): MachineUse } {
  const started = performance.now();
  const machineBefore = machineCpuSeconds();
  const treesBefore = processTreeCpuSeconds(roots);
  const driverBefore = process.cpuUsage();
  const loads = [loadavg()[0]!];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 5000);
  return {
    stop() {
      clearInterval(sampler);
      loads.push(loadavg()[0]!);
      const seconds = (performance.now() - started) / 1000;
      const machineAfter = machineCpuSeconds();
      const treesAfter = processTreeCpuSeconds(roots);
      const driver = process.cpuUsage(driverBefore);
      return {
        seconds,
        loadMean: loads.reduce((sum, load) => sum + load, 0) / loads.length,
        loadMax: Math.max(...loads),
        machineCores: (machineAfter.busy - machineBefore.busy) / seconds,
        treeCores: new Map(roots.map((root) => [root, (treesAfter.get(root)! - treesBefore.get(root)!) / seconds])),
        driverCores: (driver.user + driver.system) / 1e6 / seconds,
      };
    },
  };
}
