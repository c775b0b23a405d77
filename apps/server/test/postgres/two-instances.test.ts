import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Store } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { publishFinishedRender, waitFor, uploadRender } from '../production.ts';
import { payOnDemoPage } from '../demo-payment.ts';
import { createAdmin, createRecordingTransport, createTestDatabase, signIn, signUp, cookieFrom, type TestDatabase } from '../test-app.ts';
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
    const instances: Store[] = [];
    try {
      for (const mail of [mailA, mailB]) {
        const store = await buildApp({ config, database: database.handle, mailTransport: mail.transport, storage });
        await store.app.ready();
        instances.push(store);
      }
      const [a, b] = instances.map((store) => store.app) as [FastifyInstance, FastifyInstance];

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
        await a.mailer.queue(`r${index}@example.com`, renderEmail({ subject: 'Hi', heading: 'Hi', paragraphs: ['x'] }));
      await Promise.all([a.mailer.deliverDue(), b.mailer.deliverDue(), a.mailer.deliverDue()]);
      const delivered = [...mailA.sent, ...mailB.sent].filter((email) => email.subject === 'Hi').map((email) => email.to);
      expect(delivered.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `r${index}@example.com`).sort());
    } finally {
      for (const store of instances) await store.app.close();
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
    const instances: Store[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const store = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport, storage });
        await store.app.ready();
        instances.push(store);
      }
      const [a, b] = instances.map((store) => store.app) as [FastifyInstance, FastifyInstance];
      const admin = { cookie: await createAdmin(instances[0]!) };
      const { cookie } = await signUp(a, { name: 'Many Bikes', email: 'many@example.com' });
      const renderId = await uploadRender(a, cookie, 'Retro');

      const versionIds: string[] = [];
      // Each set takes its worker about a second: long enough that both instances are asked for work while the other is busy.
      const finished = await jpegPhoto(1500, 1000);
      for (let index = 0; index < 8; index += 1) {
        const body = await multipart({}, { field: 'render', name: 'r.jpg', type: 'image/jpeg', content: finished });
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
        // Eight print-file sets: beside the other test lanes on two cores they took over 120 s when made from 6 MP photos.
        240_000,
      );
      expect(versions.map((version) => version.id).sort()).toEqual([...versionIds].sort());
      // Each instance started its own image worker process, so each derived some of the versions.
      expect(instances[0]!.modules.production.workers.deriver.pid()).toBeGreaterThan(0);
      expect(instances[1]!.modules.production.workers.deriver.pid()).toBeGreaterThan(0);
    } finally {
      for (const store of instances) await store.app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
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
    const instances: Store[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const store = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport });
        await store.app.ready();
        instances.push(store);
      }
      const address = `127.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 2}`;
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const { app } = instances[index % 2]!;
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
      for (const store of instances) await store.app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Two instances on one PostgreSQL, started and closed around each test. */
async function twoInstances(): Promise<{
  a: FastifyInstance;
  b: FastifyInstance;
  first: Store;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'store-pair-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PHOTO_CHECK: 'false',
    AUTO_DRAFTS: 'false',
  });
  const storage = createLocalStorage(join(dataDir, 'files'));
  const instances: Store[] = [];
  const close = async () => {
    for (const store of instances) await store.app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < 2; index += 1) {
      const store = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport, storage });
      await store.app.ready();
      instances.push(store);
    }
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = instances.map((store) => store.app) as [FastifyInstance, FastifyInstance];
  return { a, b, first: instances[0]!, database, close };
}

describe('two instances revoke session copies at once', () => {
  it('a deletion or a sign-out everywhere on one instance ends the other devices on the other instance', async () => {
    const { a, b, close } = await twoInstances();
    const origin = { origin: 'http://localhost:3000' };
    try {
      const renders = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/renders', headers: { cookie } });

      const phone = (await signUp(a, { email: 'gone@example.com' })).cookie;
      const laptop = (await signIn(b, 'gone@example.com', 'secret-123')).cookie;
      expect((await renders(b, laptop)).statusCode).toBe(200);
      const deleted = await a.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...origin, cookie: phone },
        payload: { confirmation: 'DELETE', password: 'secret-123' },
      });
      expect(deleted.statusCode).toBe(200);
      expect((await renders(b, laptop)).statusCode).toBe(401);

      const desk = (await signUp(a, { email: 'busy@example.com' })).cookie;
      const tablet = (await signIn(b, 'busy@example.com', 'secret-123')).cookie;
      expect((await renders(b, tablet)).statusCode).toBe(200);
      expect(
        (await a.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers: { ...origin, cookie: desk }, payload: {} }))
          .statusCode,
      ).toBe(200);
      expect((await renders(b, tablet)).statusCode).toBe(401);
      expect((await renders(b, desk)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('two instances share discount reservations', () => {
  it('ten checkouts of a one-use code started at once across both instances: one holds it, one order gets it', async () => {
    const { a, b, first, database, close } = await twoInstances();
    try {
      const admin = { cookie: await createAdmin(first) };
      const buyer = (await signUp(a, { name: 'Pat Buyer', email: 'pat@example.com' })).cookie;
      const renderId = await uploadRender(a, buyer, 'Retro');
      await publishFinishedRender(a, renderId, admin, await jpegPhoto(1200, 800));
      const code = { code: 'LAST', kind: 'percent', value: 10, expiresAt: null, usageLimit: 1, oncePerCustomer: false };
      expect((await a.inject({ method: 'POST', url: '/api/admin/discounts', headers: admin, payload: code })).statusCode).toBe(200);
      const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
      expect((await b.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(200);

      const started = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? a : b).inject({
            method: 'POST',
            url: '/api/checkout',
            headers: { cookie: buyer },
            payload: { discountCode: 'LAST' },
          }),
        ),
      );
      const held = started.filter((response) => response.statusCode === 200);
      expect(held).toHaveLength(1);
      expect(started.filter((response) => response.statusCode === 409)).toHaveLength(9);
      const sessionId = held[0]!.json().url.split('/demo-checkout/')[1] as string;
      expect((await payOnDemoPage(b, sessionId, { name: 'Pat Buyer', cardNumber: '4242 4242 4242 4242' })).statusCode).toBe(303);
      const redemptions = await database.handle.db.selectFrom('discountRedemption').selectAll().execute();
      expect(redemptions).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('two instances keep their read caches true', () => {
  it('a render and a dashboard read on one instance follow a publication, a purchase and the recycle bin on the other', async () => {
    const { a, b, first, close } = await twoInstances();
    try {
      const admin = { cookie: await createAdmin(first) };
      const buyer = (await signUp(a, { name: 'Pat Cached', email: 'cached@example.com' })).cookie;
      const renderId = await uploadRender(a, buyer, 'Retro');
      const read = async () => a.inject({ method: 'GET', url: `/api/renders/${renderId}` });
      const dashboard = async () =>
        (await a.inject({ method: 'GET', url: '/api/renders', headers: { cookie: buyer } })).json().renders as {
          id: string;
          status: string;
          purchase: { digitalDownloadOrderId: string | null };
        }[];
      expect((await read()).json().status).toBe('pending');
      expect((await dashboard()).map((render) => render.status)).toEqual(['pending']);

      await publishFinishedRender(b, renderId, admin, await jpegPhoto(1200, 800));
      await waitFor('the publication on the other instance', async () => (await read()).json().status === 'complete', 10_000);
      await waitFor('the dashboard to show it', async () => (await dashboard())[0]?.status === 'complete', 10_000);

      const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
      expect((await b.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(200);
      const checkout = await b.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
      const sessionId = checkout.json().url.split('/demo-checkout/')[1] as string;
      expect((await payOnDemoPage(b, sessionId, { name: 'Pat Cached', cardNumber: '4242 4242 4242 4242' })).statusCode).toBe(303);
      await waitFor('the purchase on the dashboard', async () => (await dashboard())[0]?.purchase.digitalDownloadOrderId, 10_000);

      expect((await b.inject({ method: 'DELETE', url: `/api/admin/renders/${renderId}`, headers: admin })).statusCode).toBe(200);
      await waitFor('the recycle bin on the other instance', async () => (await read()).statusCode === 404, 10_000);
      await waitFor('the dashboard to leave it out', async () => (await dashboard()).length === 0, 10_000);
    } finally {
      await close();
    }
  });
});
