import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport.ts';

describe('SMTP transport (smtp-server on loopback)', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the List-Unsubscribe header when the email has an unsubscribe address, and none otherwise', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const email = { from: 'shop@example.com', to: 'pat@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
    await transport.send({ ...email, listUnsubscribe: 'http://localhost:3000/api/email/unsubscribe?token=abc' });
    await transport.send(email);
    await transport.close();
    expect(received).toHaveLength(2);
    expect(received[0]).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=abc>/m);
    expect(received[1]).not.toMatch(/^List-Unsubscribe:/m);
  });
});
