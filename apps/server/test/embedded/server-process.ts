import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const START_DEADLINE_MS = 180_000;

const serverEntry = join(import.meta.dirname, '../../src/server.ts');

/** A real store process on the embedded database, as `npm start` runs it, for tests that kill it. */
export function serverProcess(options: { port: number; directory: string }) {
  const base = `http://localhost:${options.port}`;
  return {
    base,
    databaseFile: join(options.directory, 'store.db'),

    start(): ChildProcess {
      return spawn(process.execPath, [serverEntry], {
        env: {
          ...process.env,
          PORT: String(options.port),
          PUBLIC_URL: base,
          DATABASE_URL: `sqlite:${join(options.directory, 'store.db')}`,
          DATA_DIR: options.directory,
          LOG_LEVEL: 'silent',
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          NODE_ENV: 'development',
          AUTO_DRAFTS: 'false',
          PHOTO_CHECK: 'false',
        },
        stdio: 'ignore',
      });
    },

    async stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(signal);
      await exited;
    },

    /** A start (migrations, the demo seed) took over 30 s beside the other test lanes on two cores (issue 35). */
    async untilHealthy(): Promise<void> {
      const deadline = Date.now() + START_DEADLINE_MS;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('server did not start');
    },

    async signIn(email: string, password: string): Promise<string> {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password }),
      });
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
  };
}
