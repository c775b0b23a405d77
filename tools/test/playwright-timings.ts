import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { TIMINGS_FILE_VARIABLE, type StageTimings, type TimedFile } from './timings.ts';

/**
 * Writes each spec file's time and each test's time and count of `expect` calls that passed (its last attempt)
 * to the file the runner names; writes nothing when run alone.
 */
export default class PlaywrightTimings implements Reporter {
  private readonly files = new Map<string, TimedFile>();
  private readonly assertions = new Map<TestResult, number>();

  printsToStdio(): boolean {
    return false;
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    // A poll's failed tries (expect.poll, toPass) are not assertions that held: the count stays the same however busy the machine.
    if (step.category === 'expect' && !step.error) this.assertions.set(result, (this.assertions.get(result) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const path = relative(process.cwd(), test.location.file);
    const file = this.files.get(path) ?? { project: 'e2e', file: path, seconds: 0, cpuSeconds: null, tests: [] };
    this.files.set(path, file);
    file.seconds += result.duration / 1000;
    const timed = {
      name: test.titlePath().slice(3).join(' > '),
      seconds: result.duration / 1000,
      assertions: this.assertions.get(result) ?? 0,
      status: result.status,
    };
    // A retried test is counted once, by its last attempt; every attempt's time counts to its file.
    const earlier = file.tests.findIndex((candidate) => candidate.name === timed.name);
    if (earlier >= 0) file.tests[earlier] = timed;
    else file.tests.push(timed);
  }

  onEnd(_result: FullResult): void {
    const output = process.env[TIMINGS_FILE_VARIABLE];
    if (!output) return;
    const timings: StageTimings = { files: [...this.files.values()] };
    writeFileSync(output, JSON.stringify(timings));
  }
}
