import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TIMINGS_FILE_VARIABLE, type StageTimings, type TimedFile } from './timings.ts';

/**
 * Writes each test file's time (import, set-up and tests, as the file's worker spent it) and each
 * test's time and count of assertions to the file the runner names; writes nothing when run alone.
 */
export default class VitestTimings implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const output = process.env[TIMINGS_FILE_VARIABLE];
    if (!output) return;
    const files = testModules.map((module): TimedFile => {
      const diagnostic = module.diagnostic();
      const spent =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration;
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        seconds: spent / 1000,
        cpuSeconds: module.meta().cpuSeconds ?? null,
        tests: [...module.children.allTests()].map((test) => ({
          name: test.fullName,
          seconds: (test.diagnostic()?.duration ?? 0) / 1000,
          assertions: test.meta().assertions ?? null,
          status: test.result().state,
        })),
      };
    });
    const timings: StageTimings = { files };
    writeFileSync(output, JSON.stringify(timings));
  }
}
