import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3StandIn } from '#test/stand-ins/s3-stand-in.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let proxy: Server;
let refusalsLeft = 0;

/** In front of the stand-in: answers the next uploads "503 Slow Down", as S3 does when it sheds load, and passes the rest on. */
function startRefusingProxy(target: string): Promise<string> {
  proxy = createServer((incoming, answer) => {
    if (incoming.method === 'PUT' && refusalsLeft > 0) {
      refusalsLeft -= 1;
      incoming.resume();
      incoming.on('end', () => {
        answer.writeHead(503, { 'content-type': 'application/xml' });
        answer.end('<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      });
      return;
    }
    const { hostname, port } = new URL(target);
    const forwarded = request({ hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (reply) => {
      answer.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(answer);
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  standIn = await startS3StandIn('renders-retry');
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await standIn?.close();
});

let storage: Storage;

beforeAll(async () => {
  const endpoint = await startRefusingProxy(standIn.endpoint);
  storage = createS3Storage({
    bucket: 'renders-retry',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

it('sends a file again, from its start, when S3 refuses it for a moment', async () => {
  const onDisk = join(mkdtempSync(join(tmpdir(), 'store-source-')), 'original.jpg');
  writeFileSync(onDisk, 'a customer photo');

  refusalsLeft = 2;
  await storage.put('renders/r1/original.jpg', { path: onDisk }, 'image/jpeg');

  expect(refusalsLeft).toBe(0);
  const stored = await standIn.storage.get('renders/r1/original.jpg');
  expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe('a customer photo');
});

it('gives up after three refusals in a row, and says why', async () => {
  const onDisk = join(mkdtempSync(join(tmpdir(), 'store-source-')), 'original.jpg');
  writeFileSync(onDisk, 'another photo');

  refusalsLeft = 5;
  await expect(storage.put('renders/r2/original.jpg', { path: onDisk }, 'image/jpeg')).rejects.toThrow('Please reduce your request rate.');

  expect(refusalsLeft).toBe(2);
  expect(await standIn.storage.get('renders/r2/original.jpg')).toBeNull();
  refusalsLeft = 0;
});
