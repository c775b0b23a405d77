import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** Sends `lines` one at a time, `gapMs` apart, until the server closes the connection; answers what it sent back and when it closed. */
function slowClient(port: number, lines: string[], gapMs: number): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    let next = 0;
    const sendNext = () => {
      if (socket.destroyed || next >= lines.length) return;
      socket.write(lines[next]!);
      next += 1;
      timer = setTimeout(sendNext, gapMs);
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

describe('time-outs on slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', KEEP_ALIVE_TIMEOUT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await t?.close();
  });

  it('cuts a client that sends its headers a line at a time (slow loris)', async () => {
    const headerLines = Array.from({ length: 40 }, (_, index) => `X-Slow-${index}: ${index}\r\n`);
    const { received, closedAfterMs } = await slowClient(port, ['GET /api/health HTTP/1.1\r\nHost: localhost\r\n', ...headerLines], 250);
    expect(closedAfterMs).toBeLessThan(4000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that sends its body too slowly', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n';
    const { closedAfterMs } = await slowClient(port, [head, ...Array.from({ length: 100 }, () => '{"a":1}')], 250);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('closes an idle kept-alive connection', async () => {
    const { received, closedAfterMs } = await slowClient(port, ['GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'], 250);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('has defaults, and refuses a header time-out longer than the request time-out', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 20_000, requestMs: 300_000, keepAliveMs: 72_000, idleConnectionMs: 120_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
  });
});
