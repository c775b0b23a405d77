/** What a test stage wrote about its test files and tests, read by the runner (tools/test/run.ts). */
export type TimedTest = { name: string; seconds: number; assertions: number | null; status: string };
/** `cpuSeconds`: what the file cost the machine (its worker and the processes it started), null where not measured. */
export type TimedFile = { project: string; file: string; seconds: number; cpuSeconds: number | null; tests: TimedTest[] };
export type StageTimings = { files: TimedFile[] };

/** The file a reporter writes its stage's timings to: the runner names it in this variable. */
export const TIMINGS_FILE_VARIABLE = 'TEST_TIMINGS_FILE';
