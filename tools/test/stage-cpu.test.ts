import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { openCpuAccount } from './stage-cpu.ts';

const BURN = `node -e 'const spent = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6; }; while (spent() < 0.3);'`;
const CPUACCT = '/sys/fs/cgroup/cpuacct';

it('counts the CPU of a process the stage left running when it ended, and leaves no group behind', async () => {
  const account = openCpuAccount('probe');
  if (!existsSync(`${CPUACCT}/cgroup.procs`)) return expect(account).toBeNull();
  expect(account).not.toBeNull();
  // The shell ends at once and leaves its child to finish alone, unreaped by it: bash's `times` never sees it.
  spawnSync('bash', ['-c', `${account!.joinCommand}\n(${BURN} &)`]);
  for (const deadline = Date.now() + 20_000; (account!.seconds() ?? 0) < 0.28 && Date.now() < deadline;) await sleep(100);
  expect(account!.seconds()).toBeGreaterThanOrEqual(0.28);
  const members = () =>
    readdirSync(CPUACCT).flatMap((name) =>
      name.endsWith('-probe') ? [readFileSync(`${CPUACCT}/${name}/cgroup.procs`, 'utf8').trim()] : [],
    );
  for (const deadline = Date.now() + 20_000; members().some(Boolean) && Date.now() < deadline;) await sleep(100);
  account!.close();
  expect(readdirSync(CPUACCT).filter((name) => name.endsWith('-probe'))).toEqual([]);
});
