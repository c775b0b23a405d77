import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PICTURE_WIDTH, GIFT_CARD_PICTURE } from '@store/shared/email-pictures';
import { PUBLISH_PROBLEMS } from '@store/shared/production';
import { createEmailPictureSignature } from '#server/providers/mail/email-picture-signature.ts';
import { DEMO_PAYMENT_FORM, payOnDemoPage } from '#test/demo-payment.ts';
import {
  buyerWithPublishedRender,
  digitalOnlyRenderImage,
  publishFinishedRender,
  sellingRenderImage,
  uploadRender,
} from '#test/production.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { giftCardRecipientEmail } from '../gift-cards/gift-card-emails.ts';

const SITE = 'http://localhost:3000';
/** A webmail page or an image proxy: another origin, and none of the customer's cookies. */
const MAIL_CLIENT = { origin: 'https://mail.example.net' };

/** The pictures an email loads from the store, as site-relative paths with their query. */
function picturesIn(html: string): string[] {
  return [...html.matchAll(/<img src="([^"]+)"/g)]
    .map(([, src]) => src!.replaceAll('&#38;', '&'))
    .filter((src) => src.startsWith(`${SITE}/api/email-pictures/`))
    .map((src) => src.slice(SITE.length));
}

describe('email pictures', () => {
  let t: TestApp;
  let renderId: string;
  let admin: string;
  let sent: Array<{ subject: string; html: string; text: string }>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    let buyer: string;
    ({ buyer, admin, renderId } = await buyerWithPublishedRender(t, sellingRenderImage));
    const asAdmin = { cookie: admin };
    // One order with both kinds of line: the square's download and a landscape canvas.
    const entries = [
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] },
      { renderId, aspectRatio: '3x2', items: [{ size: '30x20', quantity: 1, isDigital: false, borderStyle: 'white-border' }] },
    ];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
    const sessionId: string = checkout.json().url.split('/demo-checkout/')[1];
    expect((await payOnDemoPage(t.app, sessionId, DEMO_PAYMENT_FORM)).statusCode).toBe(303);
    const order = await t.database.db.selectFrom('order').select('id').where('paymentSessionId', '=', sessionId).executeTakeFirstOrThrow();
    const orderUrl = `/api/admin/orders/${order.id}`;
    for (const payload of [{ status: 'shipped', trackingNumber: '1Z999AA10123456784' }, { status: 'delivered' }])
      expect((await t.app.inject({ method: 'PATCH', url: orderUrl, headers: asAdmin, payload })).statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `${orderUrl}/refunds`,
      headers: asAdmin,
      payload: { amountCents: 500, reason: '', idempotencyKey: randomUUID() },
    });
    expect(refund.statusCode).toBe(200);
    const revision = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${renderId}/revision`,
      headers: { cookie: buyer },
      payload: { note: 'Make the tank red, please.' },
    });
    expect(revision.statusCode).toBe(200);
    const revised = await sharp(await sellingRenderImage())
      .flop()
      .toBuffer();
    expect((await publishFinishedRender(t.app, renderId, asAdmin, revised)).statusCode).toBe(200);
    // A second render Pat has not bought, finished four days ago: its purchase reminder.
    const waitingId = await uploadRender(t.app, buyer, 'Anime');
    expect((await publishFinishedRender(t.app, waitingId, asAdmin, await digitalOnlyRenderImage())).statusCode).toBe(200);
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60_000).toISOString();
    await t.database.db.updateTable('render').set({ completedAt: fourDaysAgo }).where('id', '=', waitingId).execute();
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(1);
    await t.app.mailer.deliverDue();
    // Every email Pat got but the welcome (an account email, about no render).
    sent = t.mail.sent.filter((email) => email.to === 'pat@example.com' && email.subject !== 'Welcome to MotoMuse');
  }, 360_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shows the customer's own bike in every order and render email, loadable by any mail client without a cookie", async () => {
    expect(sent.map((email) => email.subject)).toEqual([
      'We got your photo',
      'Your MotoMuse render is ready',
      expect.stringMatching(/^Your MotoMuse order /),
      expect.stringMatching(/^Your MotoMuse downloads /),
      expect.stringMatching(/^Your MotoMuse print has shipped /),
      expect.stringMatching(/^Your MotoMuse print has arrived /),
      expect.stringMatching(/^Your MotoMuse refund /),
      'We got your revision request',
      'Your revised MotoMuse render is ready',
      'We got your photo',
      'Your MotoMuse render is ready',
      'Your Anime render is waiting for you',
    ]);
    for (const email of sent) {
      const pictures = picturesIn(email.html);
      expect(pictures, email.subject).toHaveLength(1);
      for (const picture of pictures) {
        const answer = await t.app.inject({ method: 'GET', url: picture, headers: MAIL_CLIENT });
        expect(answer.statusCode, `${email.subject}: ${picture}`).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
        expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['set-cookie']).toBeUndefined();
        const { width = 0 } = await sharp(answer.rawPayload).metadata();
        expect(width).toBeGreaterThan(0);
        expect(width).toBeLessThanOrEqual(EMAIL_PICTURE_WIDTH);
      }
      // The plain-text part says the same: what the picture shows.
      expect(email.text).toMatch(/\[Picture: .+\]/);
    }
  });

  it('shows the render before payment as its watermarked preview, and after it the version and ratio bought', () => {
    const [, ready, order, downloads, shipped] = sent;
    // Pat's photo is landscape: the render shows in the ratio Pat asked for.
    expect(ready!.html).toContain('alt="Watermarked preview of your Retro render, 3x2 Landscape"');
    expect(ready!.text).toContain('[Picture: Retro · 3x2 Landscape · watermarked preview]');
    // Pat bought the download from the square.
    expect(downloads!.html).toContain('alt="Your Retro render, 1x1 Square, Digital Download"');
    expect(downloads!.text).toContain('[Picture: Retro · Digital Download · 1x1 Square]');
    // The version bought is the one the ready email showed, in the ratio bought.
    const version = (picture: string) => picture.split('?')[0]!.split('/').slice(0, -1).join('/');
    expect(version(picturesIn(downloads!.html)[0]!)).toBe(version(picturesIn(ready!.html)[0]!));
    expect(picturesIn(downloads!.html)[0]).toMatch(/\/1x1\?s=/);
    // The order's picture is of the first line bought; the shipping email's of the canvas, in its ratio.
    expect(picturesIn(order!.html)[0]).toMatch(/\/1x1\?s=/);
    // The canvas's size is written with no-break spaces, as everywhere it is shown.
    expect(order!.html).toMatch(/alt="Your Retro render, 1x1 Square, Digital Download \+ 30″\s×\s20″\scanvas"/);
    expect(shipped!.html).toMatch(/alt="Your Retro render, 3x2 Landscape, 30″\s×\s20″\scanvas"/);
    expect(picturesIn(shipped!.html)[0]).toMatch(/\/3x2\?s=/);
  });

  it("never reveals a full-size render: the full result stays behind the buyer's cookie", async () => {
    const full = await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1`, headers: MAIL_CLIENT });
    expect(full.statusCode).toBe(401);
    expect(full.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers only the addresses the store signed', async () => {
    const [picture] = picturesIn(sent[1]!.html);
    const [path, query] = picture!.split('?');
    expect((await t.app.inject({ method: 'GET', url: path!, headers: MAIL_CLIENT })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${path!.replace(/\/[^/]+$/, '/1x1')}?${query}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${path}?s=${'A'.repeat(32)}` })).statusCode).toBe(404);
    const photo = picturesIn(sent[0]!.html)[0]!;
    expect(
      (await t.app.inject({ method: 'GET', url: `${photo.split('?')[0]!.replace(renderId, 'someone-else')}?${photo.split('?')[1]}` }))
        .statusCode,
    ).toBe(404);
  });

  it('lets other origins load only the email picture paths', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/email-logo.png', headers: MAIL_CLIENT });
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preview = await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1/preview`, headers: MAIL_CLIENT });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cross-origin-resource-policy']).toBe('same-origin');
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: MAIL_CLIENT });
    expect(health.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('shows a gift card as a picture of its amount, never its code', async () => {
    const card = { amountCents: 5000, buyerName: 'Gil', recipientName: 'Rae', message: '' } as Parameters<typeof giftCardRecipientEmail>[0];
    const email = giftCardRecipientEmail(card, 'ABCDEFGHJKMNPQRS', SITE);
    const signature = createEmailPictureSignature(t.config.authSecret);
    const [src] = [...signature.signAll(email.html).matchAll(/<img src="(\/api\/email-pictures\/[^"]+)"/g)].map((match) => match[1]!);
    expect(src).toMatch(/^\/api\/email-pictures\/gift-cards\/5000\?s=/);
    expect(src).not.toContain('ABCD');
    const answer = await t.app.inject({ method: 'GET', url: src!, headers: MAIL_CLIENT });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject(GIFT_CARD_PICTURE);
    const [tooMuch] = signature.signAll('/api/email-pictures/gift-cards/99999900 ').split(' ');
    expect((await t.app.inject({ method: 'GET', url: tooMuch! })).statusCode).toBe(404);
  });

  it("stops answering a deleted render's pictures", async () => {
    const [picture] = picturesIn(sent[0]!.html);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/renders/${renderId}`,
      headers: { cookie: admin },
      payload: { confirmed: PUBLISH_PROBLEMS },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: picture! })).statusCode).toBe(404);
  });
});
