/**
 * What every store a test starts is set to, in process (test-app.ts) or as a process of its own
 * (the embedded and PostgreSQL scenarios, the end-to-end stores), beside its own settings (issue 35):
 * - image workers at the tests' own CPU priority: beside the other lanes on two cores a niced one
 *   waits minutes for a core;
 * - passwords hashed at scrypt's lowest allowed cost: the suite hashes about 1,250 times, 90 ms of a
 *   core each at the production cost (decision 063). Hashing itself is tested at that cost
 *   (scrypt-password.test.ts, password-hashing.test.ts);
 * - image tasks given four times their time limits: beside the other lanes on a busy machine a
 *   sketch or a cut-out click that takes seconds alone passed its 60 s (docs/performance.md).
 */
export const TEST_STORE_SETTINGS = { IMAGE_WORKER_NICE: '0', PASSWORD_HASH_COST: '10', IMAGE_TASK_TIME_SCALE: '4' } as const;
