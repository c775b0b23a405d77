import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { renderEmail } from './email-layout.ts';
import { retryDelayMs } from './mailer.ts';

describe('mail outbox', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t?.close();
  });

  const email = renderEmail({
    subject: 'Hello',
    heading: 'Hi <there>',
    paragraphs: ['Line & more'],
    action: { label: 'Open', url: 'http://localhost:3000/x?a=1&b=2' },
  });

  it('renders HTML with escaped text and a plain-text twin', () => {
    expect(email.html).toContain('Hi &#60;there&#62;');
    expect(email.html).toContain('Line &#38; more');
    expect(email.text).toContain('Open: http://localhost:3000/x?a=1&b=2');
  });

  it('keeps a failed email and retries it until it is sent', async () => {
    const { mailer } = t.app;
    t.mail.failNext(1);
    await mailer.queue('rider@example.com', email);
    await mailer.deliverDue();
    expect(t.mail.sent).toHaveLength(0);
    const failed = await t.database.db.selectFrom('outboxEmail').selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });

    await t.database.db
      .updateTable('outboxEmail')
      .set({ nextAttemptAt: new Date(Date.now() - 1).toISOString() })
      .execute();
    await mailer.deliverDue();
    expect(t.mail.sent.map((sent) => sent.to)).toEqual(['rider@example.com']);
    const sent = await t.database.db.selectFrom('outboxEmail').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off from 30 s, doubling, up to an hour', () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends each queued email once even when two deliveries run at the same time', async () => {
    const { mailer } = t.app;
    for (let index = 0; index < 5; index += 1) await mailer.queue(`r${index}@example.com`, email);
    await Promise.all([mailer.deliverDue(), mailer.deliverDue()]);
    expect(t.mail.sent).toHaveLength(5);
  });
});
