import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { waitFor, uploadRender } from '../production.ts';
import { createAdmin, createRecordingTransport, createTestDatabase, signUp, cookieFrom } from '../test-app.ts';
import { jpegPhoto } from '../images.ts';
import { multipart } from '../multipart.ts';
import { renderEmail } from '#server/providers/mail/email-layout.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from '#server/providers/storage/local-storage.ts';

/** Two app instances on one database, as behind a load balancer (DESIGN.md section 6). */
describe('two instances on one PostgreSQL', () => {
  it('share sessions, the upload limit and the outbox', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'store-scale-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PHOTO_CHECK: 'false',
      AUTO_DRAFTS: 'false',
    });
    const storage = createLocalStorage(join(dataDir, 'files'));
    const mailA = createRecordingTransport();
    const mailB = createRecordingTransport();
    const instances: FastifyInstance[] = [];
    try {
      for (const mail of [mailA, mailB]) {
        const app = await buildApp({ config, database: database.handle, mailTransport: mail.transport, storage });
        await app.ready();
        instances.push(app);
      }
      const [a, b] = instances as [FastifyInstance, FastifyInstance];

      const { response } = await signUp(a, { name: 'Two Homes', email: 'two@example.com' });
      const cookie = cookieFrom(response.headers['set-cookie']);
      const session = await b.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
      expect(session.json().user.email).toBe('two@example.com');

      const photo = await jpegPhoto(300, 300);
      const uploads = await Promise.all(
        Array.from({ length: 6 }, async (_, index) => {
          const body = await multipart({ style: 'Retro' }, { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: photo });
          return (index % 2 === 0 ? a : b).inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...body.headers, cookie },
            payload: body.payload,
          });
        }),
      );
      expect(uploads.filter((upload) => upload.statusCode === 201)).toHaveLength(2);

      for (let index = 0; index < 10; index += 1)
        await a.services.mailer.queue(`r${index}@example.com`, renderEmail({ subject: 'Hi', heading: 'Hi', paragraphs: ['x'] }));
      await Promise.all([a.services.mailer.deliverDue(), b.services.mailer.deliverDue(), a.services.mailer.deliverDue()]);
      const delivered = [...mailA.sent, ...mailB.sent].filter((email) => email.subject === 'Hi').map((email) => email.to);
      expect(delivered.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `r${index}@example.com`).sort());
    } finally {
      for (const app of instances) await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('two instances share the background jobs', () => {
  it('each instance works part of the queue, and every job runs once', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'store-jobs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PHOTO_CHECK: 'false',
      AUTO_DRAFTS: 'false',
    });
    const storage = createLocalStorage(join(dataDir, 'files'));
    const instances: FastifyInstance[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const app = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport, storage });
        await app.ready();
        instances.push(app);
      }
      const [a, b] = instances as [FastifyInstance, FastifyInstance];
      const admin = { cookie: await createAdmin(a) };
      const { cookie } = await signUp(a, { name: 'Many Bikes', email: 'many@example.com' });
      const renderId = await uploadRender(a, cookie, 'Retro');

      const versionIds: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const body = await multipart({}, { field: 'render', name: 'r.jpg', type: 'image/jpeg', content: await jpegPhoto(3000, 2000) });
        const created = await (index % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: `/api/admin/renders/${renderId}/versions`,
          headers: { ...body.headers, ...admin },
          payload: body.payload,
        });
        expect(created.statusCode).toBe(202);
        versionIds.push(created.json().version.id);
      }
      const versions = await waitFor(
        'every version',
        async () => {
          const workbench = (await b.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json();
          const list = workbench.versions as { id: string; status: string }[];
          return list.every((version) => version.status === 'ready') && list;
        },
        60_000,
      );
      expect(versions.map((version) => version.id).sort()).toEqual([...versionIds].sort());
      // Each instance started its own image worker process, so each derived some of the versions.
      expect(a.services.imageWorkers.deriver.pid()).toBeGreaterThan(0);
      expect(b.services.imageWorkers.deriver.pid()).toBeGreaterThan(0);
    } finally {
      for (const app of instances) await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('two instances with Redis', () => {
  it('share the rate limit counters', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'store-scale-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      PHOTO_CHECK: 'false',
      AUTO_DRAFTS: 'false',
      REDIS_URL: `redis://127.0.0.1:6379/${Math.floor(Math.random() * 15) + 1}`,
    });
    const instances: FastifyInstance[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const app = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport });
        await app.ready();
        instances.push(app);
      }
      const address = `127.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 2}`;
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const app = instances[index % 2]!;
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: address,
          payload: { name: 'Limit', email: 'limit@example.com', message: `Message ${index}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      for (const app of instances) await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
