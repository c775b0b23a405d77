/**
 * `npm test`: every stage of the suite, independent ones side by side within two cores, then a
 * table of where the time went (each stage's wall and CPU time, tests and assertions) and the
 * twenty slowest test files and tests. Each stage's output goes to test-results/stages/<stage>.log
 * and is printed when the stage ends: in full when it failed, its last lines when it passed.
 *
 *   node tools/test/run.ts               every stage
 *   node tools/test/run.ts lint e2e      only these stages (and what they need first)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { openCpuAccount } from './stage-cpu.ts';
import { TIMINGS_FILE_VARIABLE, type StageTimings, type TimedFile } from './timings.ts';

type Stage = {
  name: string;
  label: string;
  command: string;
  /** Stages that must have passed before this one starts. */
  after?: string[];
  /** The stage's reporter writes test timings (tools/test/vitest-timings.ts, playwright-timings.ts). */
  timed?: boolean;
};

/**
 * A Vitest stage with this many workers. The two database stages run side by side with two each
 * (LANES): a server test spends most of its time waiting (on an image worker process, a job, a
 * server starting), so one file per stage left the cores half idle (docs/performance.md, issue 35).
 */
const vitest = (workers: number, ...projects: string[]) =>
  `vitest run --maxWorkers=${workers} ${projects.map((project) => `--project ${project}`).join(' ')}`;

const STAGES: Stage[] = [
  { name: 'lint', label: 'lint (eslint, prettier)', command: 'npm run --silent lint' },
  { name: 'typecheck', label: 'typecheck', command: 'npm run --silent typecheck' },
  {
    name: 'unit-sqlite',
    label: 'unit and API on SQLite',
    command: vitest(2, 'web', 'tools', 'shared', 'render-engine', 'server-sqlite'),
    timed: true,
  },
  { name: 'unit-postgres', label: 'API on PostgreSQL', command: vitest(2, 'server-postgres'), timed: true },
  { name: 'web-components', label: 'web component tests', command: vitest(1, 'web-components'), timed: true },
  { name: 'build', label: 'web build', command: 'npm run --silent build' },
  {
    name: 'e2e',
    label: 'end-to-end (Chromium)',
    command: 'playwright test --config e2e/playwright.config.ts',
    after: ['build'],
    timed: true,
  },
];

/**
 * Stages in lanes: a lane runs its stages one after another, the lanes run side by side. Measured
 * on two cores (docs/performance.md, "Test suite time"): each of the three long stages (the two
 * databases and the end-to-end tests, two workers each) spends most of its time waiting, so the
 * three together keep both cores busy.
 */
const LANES: string[][] = [['unit-postgres'], ['unit-sqlite', 'web-components'], ['build', 'e2e']];
/**
 * The cheap single-threaded stages go to whichever lane is done with its own first, so that the
 * lanes end together whichever of them is the longest on the day (issue 35).
 */
const LAST_FREE_LANE = ['lint', 'typecheck'];

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'test-results/stages');
const SLOWEST = 20;

type Outcome = {
  stage: Stage;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  cpuSeconds: number | null;
  startedAt: number;
  timings: StageTimings | null;
};

const seconds = (from: number) => (performance.now() - from) / 1000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Bash's `times` after the command: the second line is the user and system CPU of everything the command ran. */
function cpuFrom(times: string): number | null {
  const children = times.trim().split('\n')[1];
  if (!children) return null;
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => Number(minutes) * 60 + Number(secs));
  return parts.length === 2 ? parts[0]! + parts[1]! : null;
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

async function runStage(stage: Stage, runStart: number): Promise<Outcome> {
  const startedAt = seconds(runStart);
  const log = join(OUT, `${stage.name}.log`);
  const timingsFile = join(OUT, `${stage.name}.timings.json`);
  rmSync(timingsFile, { force: true });
  console.log(`[${startedAt.toFixed(0).padStart(4)} s] ${stage.name} started (load ${load()})`);
  const output = createWriteStream(log);
  await new Promise((resolve) => output.once('open', resolve));
  const account = openCpuAccount(stage.name);
  const start = performance.now();
  const script = `${account?.joinCommand ?? ':'}\n${stage.command}\nstatus=$?\ntimes >&3\nexit $status`;
  const child = spawn('bash', ['-c', script], {
    cwd: ROOT,
    stdio: ['ignore', output, output, 'pipe'],
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
      [TIMINGS_FILE_VARIABLE]: timingsFile,
      // Logs are files: no colour codes (FORCE_COLOR, even "0", turns Vitest's colours on).
      NO_COLOR: '1',
      FORCE_COLOR: undefined,
    },
  });
  let times = '';
  child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.once('close', (exit) => resolve(exit ?? 1)));
  const wall = seconds(start);
  const counted = account?.seconds() ?? null;
  account?.close();
  await new Promise((resolve) => output.end(resolve));
  const passed = code === 0;
  const text = readFileSync(log, 'utf8');
  console.log(
    `\n===== ${stage.name} ${passed ? 'passed' : `FAILED (exit ${code})`} in ${wall.toFixed(1)} s (load ${load()}); log: ${log}\n` +
      `${passed ? tail(text, 12) : text.trimEnd()}\n`,
  );
  const timings = stage.timed && existsSync(timingsFile) ? (JSON.parse(readFileSync(timingsFile, 'utf8')) as StageTimings) : null;
  return { stage, status: passed ? 'passed' : 'failed', seconds: wall, cpuSeconds: counted ?? cpuFrom(times), startedAt, timings };
}

function table(headers: string[], rows: string[][], rightAligned: number[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (rightAligned.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function cpuCell(file: TimedFile): string {
  return file.cpuSeconds === null ? '' : file.cpuSeconds.toFixed(1);
}

function counts(timings: StageTimings | null): { tests: number; assertions: number } {
  const tests = timings?.files.flatMap((file) => file.tests) ?? [];
  return { tests: tests.length, assertions: tests.reduce((sum, test) => sum + (test.assertions ?? 0), 0) };
}

function report(outcomes: Outcome[], wall: number, loadAtStart: string): string {
  const stageRows = outcomes.map(({ stage, status, seconds: s, cpuSeconds, startedAt, timings }) => {
    const { tests, assertions } = counts(timings);
    return [
      stage.label,
      status,
      status === 'not run' ? '' : startedAt.toFixed(0),
      status === 'not run' ? '' : s.toFixed(1),
      cpuSeconds === null ? '' : cpuSeconds.toFixed(1),
      timings ? String(tests) : '',
      timings ? String(assertions) : '',
    ];
  });
  const totals = outcomes.map((outcome) => counts(outcome.timings));
  stageRows.push([
    'whole run',
    outcomes.every((outcome) => outcome.status === 'passed') ? 'passed' : 'FAILED',
    '0',
    wall.toFixed(1),
    outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0).toFixed(1),
    String(totals.reduce((sum, count) => sum + count.tests, 0)),
    String(totals.reduce((sum, count) => sum + count.assertions, 0)),
  ]);
  const files: (TimedFile & { stage: string })[] = outcomes.flatMap((outcome) =>
    (outcome.timings?.files ?? []).map((file) => ({ ...file, stage: outcome.stage.name })),
  );
  const slowFiles = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  const costlyFiles = files
    .filter((file) => file.cpuSeconds !== null)
    .sort((a, b) => b.cpuSeconds! - a.cpuSeconds!)
    .slice(0, SLOWEST);
  const slowTests = files
    .flatMap((file) => file.tests.map((test) => ({ ...test, project: file.project, file: file.file })))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST);
  const byName = (name: string) => outcomes.find((outcome) => outcome.stage.name === name);
  const cell = (name: string) => {
    const outcome = byName(name);
    if (!outcome || outcome.status === 'not run') return '';
    return `${outcome.seconds.toFixed(0)} s${outcome.status === 'failed' ? ' (failed)' : ''}`;
  };
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const historyRow = [
    new Date().toISOString().slice(0, 10),
    commit,
    `${loadAtStart.split(' ')[0]}, ${load().split(' ')[0]}`,
    ...['lint', 'typecheck', 'unit-sqlite', 'unit-postgres', 'web-components', 'build', 'e2e'].map(cell),
    `${wall.toFixed(0)} s`,
    stageRows.at(-1)![5]!,
    stageRows.at(-1)![6]!,
  ];
  return [
    `Stages (load average at start ${loadAtStart}, at end ${load()}; "at" is seconds from the start; CPU is user + system of every process the stage started, by the kernel's account where it keeps one):`,
    table(['stage', 'result', 'at s', 'wall s', 'CPU s', 'tests', 'assertions'], stageRows, [2, 3, 4, 5, 6]),
    '',
    `The ${SLOWEST} slowest test files (import, set-up and tests, in their worker; CPU of the worker and the processes it started, where measured):`,
    table(
      ['s', 'CPU s', 'project', 'file', 'tests'],
      slowFiles.map((file) => [file.seconds.toFixed(1), cpuCell(file), file.project, file.file, String(file.tests.length)]),
      [0, 1, 4],
    ),
    '',
    `The ${SLOWEST} test files that cost the most CPU (the wall time above is partly waiting for a core the other lanes hold):`,
    table(
      ['CPU s', 's', 'project', 'file', 'tests'],
      costlyFiles.map((file) => [cpuCell(file), file.seconds.toFixed(1), file.project, file.file, String(file.tests.length)]),
      [0, 1, 4],
    ),
    '',
    `The ${SLOWEST} slowest tests:`,
    table(
      ['s', 'project', 'test'],
      slowTests.map((test) => [test.seconds.toFixed(1), test.project, `${test.file} > ${test.name}`]),
      [0],
    ),
    '',
    'A row for the history in docs/performance.md ("Test suite time"):',
    `| ${historyRow.join(' | ')} |`,
  ].join('\n');
}

/** The stages asked for on the command line and those they need first; every stage when none is named. */
function selected(names: string[]): Set<string> {
  if (names.length === 0) return new Set(STAGES.map((stage) => stage.name));
  const chosen = new Set<string>();
  const add = (name: string) => {
    const stage = STAGES.find((candidate) => candidate.name === name);
    if (!stage) throw new Error(`No stage ${name}; the stages are ${STAGES.map((candidate) => candidate.name).join(', ')}`);
    for (const before of stage.after ?? []) add(before);
    chosen.add(name);
  };
  names.forEach(add);
  return chosen;
}

async function main(): Promise<void> {
  const chosen = selected(process.argv.slice(2));
  mkdirSync(OUT, { recursive: true });
  const loadAtStart = load();
  const runStart = performance.now();
  const outcomes = new Map<string, Outcome>();
  const settled = new Map<string, Promise<Outcome>>();
  const notRun = (stage: Stage): Outcome => ({ stage, status: 'not run', seconds: 0, cpuSeconds: null, startedAt: 0, timings: null });

  const floating = LAST_FREE_LANE.filter((name) => chosen.has(name));
  /** The lane's own stages, then any stage no lane has taken yet. */
  function* stagesOf(lane: string[]): Generator<string> {
    yield* lane.filter((candidate) => chosen.has(candidate));
    for (let next = floating.shift(); next; next = floating.shift()) yield next;
  }
  await Promise.all(
    LANES.map(async (lane) => {
      for (const name of stagesOf(lane)) {
        const stage = STAGES.find((candidate) => candidate.name === name)!;
        const run = (async () => {
          const needed = await Promise.all((stage.after ?? []).map((before) => settled.get(before)));
          if (needed.some((outcome) => outcome?.status !== 'passed')) return notRun(stage);
          return runStage(stage, runStart);
        })();
        settled.set(name, run);
        outcomes.set(name, await run);
      }
    }),
  );

  const wall = seconds(runStart);
  const ordered = STAGES.filter((stage) => chosen.has(stage.name)).map((stage) => outcomes.get(stage.name)!);
  const text = report(ordered, wall, loadAtStart);
  writeFileSync(join(OUT, 'summary.txt'), `${text}\n`);
  console.log(`\n${text}\n`);
  const failed = ordered.filter((outcome) => outcome.status !== 'passed').map((outcome) => outcome.stage.name);
  if (failed.length > 0) {
    console.log(`Failed or not run: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
