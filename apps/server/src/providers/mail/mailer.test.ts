import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { renderEmail } from './email-layout.ts';
import { createMailSeal } from './mail-seal.ts';
import { retryDelayMs, SEALED_BODY_KEPT_MS } from './mailer.ts';
import { EMPTIED_BODY } from './outbox-repository.ts';

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

  it('stores a sealed email encrypted, delivers it readable, and empties its body a week after sending', async () => {
    const { mailer } = t.app;
    const secret = renderEmail({ subject: 'Your code', heading: 'Your code', paragraphs: ['Code: SECRET-CODE-1234'] });
    await mailer.queue('gil@example.com', secret, { sealed: true });
    await mailer.queue('rider@example.com', email);
    const stored = await t.database.db.selectFrom('outboxEmail').select(['recipient', 'html', 'text', 'sealed']).execute();
    const sealed = stored.find((row) => row.recipient === 'gil@example.com')!;
    expect(Boolean(sealed.sealed)).toBe(true);
    expect(`${sealed.html}${sealed.text}`).not.toContain('SECRET-CODE');
    expect(() => createMailSeal('another secret of thirty-two characters').open(sealed.text)).toThrow();

    await mailer.deliverDue();
    expect(t.mail.sent.find((sent) => sent.to === 'gil@example.com')!.text).toContain('Code: SECRET-CODE-1234');
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to: 'gil@example.com' } });
    expect(mailbox.json().emails[0].text).toContain('Code: SECRET-CODE-1234');

    const sentAt = (ago: number) => new Date(Date.now() - ago).toISOString();
    await t.database.db
      .updateTable('outboxEmail')
      .set({ sentAt: sentAt(SEALED_BODY_KEPT_MS - 60_000) })
      .execute();
    await mailer.emptySealedSchedule.run();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to: 'gil@example.com' } })).json().emails[0].text,
    ).toContain('SECRET-CODE');
    await t.database.db
      .updateTable('outboxEmail')
      .set({ sentAt: sentAt(SEALED_BODY_KEPT_MS + 60_000) })
      .execute();
    await mailer.emptySealedSchedule.run();
    const after = await t.database.db
      .selectFrom('outboxEmail')
      .select(['recipient', 'subject', 'text', 'html'])
      .orderBy('recipient')
      .execute();
    expect(after).toEqual([
      { recipient: 'gil@example.com', subject: 'Your code', text: EMPTIED_BODY, html: EMPTIED_BODY },
      expect.objectContaining({ recipient: 'rider@example.com', text: email.text }),
    ]);
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
