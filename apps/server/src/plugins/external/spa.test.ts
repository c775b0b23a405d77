import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createRecordingTransport, createTestDatabase } from '#test/test-app.ts';

const SHELL = '<!doctype html><title>MotoMuse</title><div id="root"></div>';

describe('pages of the built site', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function siteIn(nodeEnv: 'development' | 'production'): Promise<FastifyInstance> {
    const folder = mkdtempSync(join(tmpdir(), 'store-site-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'index.html'), SHELL);
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const config = loadConfig({
      NODE_ENV: nodeEnv,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'a-private-random-test-secret-0123456789',
      DATA_DIR: join(folder, 'data'),
      PHOTO_CHECK: 'false',
      AUTO_DRAFTS: 'false',
    });
    const app = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport, webRoot: folder });
    cleanups.push(() => app.close());
    await app.ready();
    return app;
  }

  it('answers the development mailbox as a page that does not exist in production', async () => {
    const app = await siteIn('production');
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/gallery' })).statusCode).toBe(200);
  });

  it('serves the development mailbox outside production', async () => {
    const app = await siteIn('development');
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
  });
});
