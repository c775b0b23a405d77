import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { cpuSeconds } from './cpu-seconds.ts';

/** Spends this much of a core's time whatever else the machine runs (a busy wait by the clock would get less on a busy machine). */
const BURN = 'const spent = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6; }; while (spent() < 0.3);';

it('counts the CPU of a child process once it has ended', () => {
  const before = cpuSeconds();
  spawnSync(process.execPath, ['-e', BURN]);
  // The kernel counts in ticks of 10 ms.
  expect(cpuSeconds() - before).toBeGreaterThanOrEqual(0.28);
});

it('counts its own process’s CPU', () => {
  const before = cpuSeconds();
  while (cpuSeconds() - before < 0.2);
  expect(cpuSeconds() - before).toBeLessThan(1);
});
