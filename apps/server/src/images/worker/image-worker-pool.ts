import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { segmenterEnvironment, type SegmenterSetting } from '@store/render-engine/segment/segmenter-setting';
import type { ImageTaskName, ImageTasks, TaskReply, TaskRequest } from './image-tasks.ts';

export type ImageWorkerLimits = {
  /** A task still running after this is stopped, and its process with it. */
  timeoutMs: number;
  /** A process whose resident memory passes this is stopped. */
  maxMemoryMb: number;
  /** libuv threads (sharp's and the file system's) the process may use. */
  threads: number;
  /**
   * Steps of CPU niceness below the process that starts it (up to 19): work nobody waits on at the
   * counter yields the cores to what they wait on, also when the operator started the process niced.
   */
  nice?: number;
};

/** What the worker's process runs with from the store's configuration, since it reads no setting of its own: the cut-out model. */
export type ImageWorkerSettings = { cutout?: SegmenterSetting };

export type ImageWorker = {
  run<Name extends ImageTaskName>(
    task: Name,
    input: ImageTasks[Name]['input'],
    onProgress?: (step: string) => void,
  ): Promise<ImageTasks[Name]['output']>;
  /** The process id while one is running (tests stop it from outside). */
  pid(): number | undefined;
  close(): Promise<void>;
};

const ENTRY = new URL('./image-worker-process.ts', import.meta.url);
const MEMORY_CHECK_MS = 500;
const PAGE_SIZE = 4096;

/** A process's resident memory, or null when it is gone (or the system has no /proc). */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const pages = Number((await readFile(`/proc/${pid}/statm`, 'utf8')).split(' ')[1]);
    return pages * PAGE_SIZE;
  } catch {
    return null;
  }
}

async function residentMb(pid: number): Promise<number | null> {
  const bytes = await residentBytes(pid);
  return bytes === null ? null : bytes / (1024 * 1024);
}

/** Every image worker of this process not closed, for the metrics of their memory. */
const openWorkers = new Set<{ name: string; pid(): number | undefined }>();

/** The image worker processes running now, by the name of their worker. */
export function liveImageWorkers(): { name: string; pid: number }[] {
  return [...openWorkers].flatMap((worker) => {
    const pid = worker.pid();
    return pid === undefined ? [] : [{ name: worker.name, pid }];
  });
}

type Pending = {
  id: number;
  task: ImageTaskName;
  input: unknown;
  onProgress?: (step: string) => void;
  resolve(output: unknown): void;
  reject(error: Error): void;
};

/** The worker's process, started with its limits on memory, threads and CPU priority. */
function forkWorkerProcess(name: string, limits: ImageWorkerLimits & ImageWorkerSettings, log: FastifyBaseLogger): ChildProcess {
  const started = fork(ENTRY, [], {
    execArgv: [`--max-old-space-size=${Math.max(256, Math.round(limits.maxMemoryMb / 2))}`],
    env: {
      ...process.env,
      UV_THREADPOOL_SIZE: String(limits.threads),
      ...(limits.cutout ? segmenterEnvironment(limits.cutout) : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  if (limits.nice && started.pid !== undefined) {
    try {
      setPriority(started.pid, Math.min(19, getPriority() + limits.nice));
    } catch (error) {
      log.warn({ worker: name, err: error }, 'could not lower the image worker CPU priority');
    }
  }
  log.info({ worker: name, pid: started.pid }, 'image worker started');
  return started;
}

/** Reads the process's resident memory every MEMORY_CHECK_MS and calls `over` whenever it is past the limit. */
function watchMemory(running: ChildProcess, maxMemoryMb: number, over: (mb: number) => void): NodeJS.Timeout {
  return setInterval(() => {
    if (running.pid === undefined) return;
    void residentMb(running.pid).then((mb) => {
      if (mb === null || mb <= maxMemoryMb) return;
      over(mb);
    });
  }, MEMORY_CHECK_MS);
}

/** Asks a process still running to end, and waits until it has. */
async function endProcess(exiting: ChildProcess | undefined): Promise<void> {
  if (!exiting || exiting.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    exiting.once('exit', () => resolve());
    exiting.kill('SIGTERM');
  });
}

/**
 * Runs image tasks one at a time in a child process it starts on demand, stops when a task
 * overruns its time or memory, and starts afresh after any crash. The caller's job fails and
 * its queue retries it.
 */
export function createImageWorker(name: string, limits: ImageWorkerLimits & ImageWorkerSettings, log: FastifyBaseLogger): ImageWorker {
  let child: ChildProcess | undefined;
  let current: (Pending & { process: ChildProcess; timer: NodeJS.Timeout; memory: NodeJS.Timeout }) | undefined;
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): ChildProcess {
    const started = forkWorkerProcess(name, limits, log);
    started.on('message', (message: TaskReply) => {
      if (!current || message.id !== current.id) return;
      if ('progress' in message) return current.onProgress?.(message.progress);
      finish(message.ok ? null : new Error(message.error), message.ok ? message.output : undefined);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (current?.process === started) finish(new Error(`The ${name} worker stopped (${signal ?? `exit ${code}`}).`));
    });
    return started;
  }

  /** Kills the process of a task that overran its time or memory, and fails the task. */
  function stopOverrun(reason: string, message: string): void {
    log.warn({ worker: name, pid: child?.pid, reason }, 'stopping image worker');
    child?.kill('SIGKILL');
    child = undefined;
    finish(new Error(message));
  }

  function finish(error: Error | null, output?: unknown): void {
    const task = current;
    if (!task) return;
    current = undefined;
    clearTimeout(task.timer);
    clearInterval(task.memory);
    if (error) task.reject(error);
    else task.resolve(output);
    next();
  }

  function next(): void {
    if (current || closed) return;
    const task = waiting.shift();
    if (!task) return;
    child ??= spawn();
    const running = child;
    const timer = setTimeout(() => {
      stopOverrun('time-out', `The ${name} task took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped.`);
    }, limits.timeoutMs);
    const memory = watchMemory(running, limits.maxMemoryMb, (mb) => {
      if (current?.id !== task.id) return;
      stopOverrun(`memory ${Math.round(mb)} MB`, `The ${name} task used more than ${limits.maxMemoryMb} MB and was stopped.`);
    });
    current = { ...task, process: running, timer, memory };
    running.send({ id: task.id, task: task.task, input: task.input } satisfies TaskRequest);
  }

  const listed = { name, pid: () => child?.pid };
  openWorkers.add(listed);
  return {
    run(task, input, onProgress) {
      if (closed) return Promise.reject(new Error(`The ${name} worker is closed.`));
      return new Promise((resolve, reject) => {
        waiting.push({
          id: nextId++,
          task,
          input,
          ...(onProgress ? { onProgress } : {}),
          resolve: resolve as (output: unknown) => void,
          reject,
        });
        next();
      });
    },
    pid: () => child?.pid,
    async close() {
      closed = true;
      openWorkers.delete(listed);
      for (const task of waiting.splice(0)) task.reject(new Error(`The ${name} worker is closed.`));
      if (current) finish(new Error(`The ${name} worker is closed.`));
      const exiting = child;
      child = undefined;
      await endProcess(exiting);
    },
  };
}
