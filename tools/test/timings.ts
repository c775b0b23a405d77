/** What a test stage wrote about its test files and tests, read by the runner (tools/test/run.ts). */
export type TimedTest = { name: string; seconds: number; assertions: number | null; status: string };
export type TimedFile = { project: string; file: string; seconds: number; tests: TimedTest[] };
export type StageTimings = { files: TimedFile[] };

/** The file a reporter writes its stage's timings to: the runner names it in this variable. */
export const TIMINGS_FILE_VARIABLE = 'TEST_TIMINGS_FILE';
