import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@store/shared/api/accounts';
import { galleryEndpoints } from '@store/shared/api/gallery';
import { GALLERY_MESSAGES } from '@store/shared/gallery';
import { callEndpoint } from '#test/call-endpoint.ts';
import { storeWithPublishedRender, uploadRender } from '#test/production.ts';
import { buyDigitalDownload } from '#test/purchase.ts';
import { signUp, type TestApp } from '#test/test-app.ts';

describe('real work in the gallery', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let staff: string;
  let other: string;
  let renderId: string;

  beforeAll(async () => {
    ({ t, buyer, admin, staff, renderId } = await storeWithPublishedRender());
    other = (await signUp(t.app, { name: 'Oscar Other', email: 'oscar@example.com' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('galleryEntry').execute();
    await t.database.db.deleteFrom('galleryConsent').execute();
  });

  const consent = (cookie: string | null, consented: boolean, id = renderId) =>
    t.app.inject({
      method: 'PUT',
      url: galleryEndpoints.setConsent.href({ params: { renderId: id } }),
      headers: cookie ? { cookie } : {},
      payload: { consented, source: 'purchase' },
    });
  const add = (cookie: string, id = renderId) =>
    t.app.inject({ method: 'PUT', url: galleryEndpoints.add.href({ params: { renderId: id } }), headers: { cookie } });
  const entries = async () => (await callEndpoint(t.app, galleryEndpoints.entries, {})).result().entries;
  const photo = () => t.app.inject({ method: 'GET', url: galleryEndpoints.photo.href({ params: { renderId } }) });

  it("refuses to add a render without its customer's consent, with a 409 that says so", async () => {
    const refused = await add(staff);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'NO_GALLERY_CONSENT', message: GALLERY_MESSAGES.noConsent }]);
    expect(await entries()).toEqual([]);
  });

  it('shows a consented render staff added beside its photo, without metadata, until the customer withdraws', async () => {
    expect((await consent(buyer, true)).json()).toEqual({ renderId, consented: true, inGallery: false });
    expect((await photo()).statusCode).toBe(404);
    expect((await add(staff)).json()).toMatchObject({ renderId, inGallery: true, published: true, customerName: 'Pat Buyer' });

    const [entry] = await entries();
    expect(entry).toMatchObject({ renderId, style: 'Retro', photoUrl: galleryEndpoints.photo.href({ params: { renderId } }) });
    expect((await t.app.inject({ method: 'GET', url: entry!.renderUrl })).statusCode).toBe(200);
    const shown = await photo();
    expect(shown.statusCode).toBe(200);
    const metadata = await sharp(shown.rawPayload).metadata();
    expect([metadata.format, metadata.exif]).toEqual(['webp', undefined]);

    expect((await consent(buyer, false)).json()).toEqual({ renderId, consented: false, inGallery: false });
    expect(await entries()).toEqual([]);
    expect((await photo()).statusCode).toBe(404);
    expect((await callEndpoint(t.app, galleryEndpoints.myConsents, { headers: { cookie: buyer } })).result().consents).toEqual([
      { renderId, consented: false, inGallery: false },
    ]);
    expect((await add(staff)).statusCode).toBe(409);
  });

  it('refuses an unpublished render even with consent', async () => {
    const pending = await uploadRender(t.app, buyer, 'Anime');
    expect((await consent(buyer, true, pending)).statusCode).toBe(200);
    const refused = await add(staff, pending);
    expect([refused.statusCode, refused.json().message]).toEqual([409, GALLERY_MESSAGES.notPublished]);
  });

  it("asks only the render's customer: visitors 401, other customers 403", async () => {
    expect((await consent(null, true)).statusCode).toBe(401);
    expect((await consent(other, true)).statusCode).toBe(403);
    expect((await consent(admin, true)).statusCode).toBe(403);
  });

  it('keeps curation to staff and owners: visitors 401, customers 403', async () => {
    await consent(buyer, true);
    const list = galleryEndpoints.candidates.href();
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: buyer } })).statusCode).toBe(403);
    expect((await callEndpoint(t.app, galleryEndpoints.candidates, { headers: { cookie: staff } })).result().candidates).toEqual([
      expect.objectContaining({ renderId, inGallery: false, published: true }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await add(buyer)).statusCode).toBe(403);
    expect((await add(admin)).statusCode).toBe(200);
    const removal = { method: 'DELETE' as const, url: galleryEndpoints.remove.href({ params: { renderId } }) };
    expect((await t.app.inject({ ...removal, headers: { cookie: other } })).statusCode).toBe(403);
    expect((await t.app.inject({ ...removal, headers: { cookie: staff } })).json()).toMatchObject({ inGallery: false });
    expect(await entries()).toEqual([]);
  });

  it("opens a page from the delivery email's link that asks; only the page's own post gives consent; a tampered link is refused", async () => {
    await buyDigitalDownload(t.app, buyer, renderId);
    await t.app.mailer.deliverDue();
    const delivery = t.mail.sent.find((sent) => sent.subject.startsWith('Your MotoMuse downloads'));
    const link = new URL(/https?:\/\/\S+gallery\/consent\?token=[\w.-]+/.exec(delivery?.text ?? '')![0]);
    expect(delivery?.text).toContain(`/review/${renderId}`);

    const token = link.searchParams.get('token')!;
    const tampered = await t.app.inject({ method: 'GET', url: `${link.pathname}?token=${token}x` });
    expect(tampered.statusCode).toBe(400);
    const myConsents = async () =>
      (await callEndpoint(t.app, galleryEndpoints.myConsents, { headers: { cookie: buyer } })).result().consents;
    // A mail scanner or link preview fetches the link, without a cookie, maybe twice: nothing changes.
    for (let fetch = 0; fetch < 2; fetch += 1) {
      const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Show your bike in our gallery?');
      expect(opened.body).toContain(
        `<form method="post" action="/api/gallery/consent"><input type="hidden" name="token" value="${token}">`,
      );
      expect(opened.body).not.toContain(GALLERY_MESSAGES.consentGiven);
    }
    expect(await myConsents()).toEqual([]);

    const post = (body: string, origin = 'http://localhost:3000') =>
      t.app.inject({
        method: 'POST',
        url: link.pathname,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await post(`token=${token}`, 'https://evil.example')).statusCode).toBe(403);
    expect((await post(`token=${token}x`)).statusCode).toBe(400);
    expect(await myConsents()).toEqual([]);
    const clicked = await post(new URLSearchParams({ token }).toString());
    expect([clicked.statusCode, clicked.body]).toEqual([200, expect.stringContaining(GALLERY_MESSAGES.consentGiven)]);
    expect((await callEndpoint(t.app, galleryEndpoints.myConsents, { headers: { cookie: buyer } })).result().consents).toEqual([
      { renderId, consented: true, inGallery: false },
    ]);
  });

  it("takes a deleted account's renders out of the gallery and forgets its consent", async () => {
    await consent(buyer, true);
    await add(staff);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: accountEndpoints.delete.href(),
      headers: { origin: 'http://localhost:3000', cookie: buyer },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await entries()).toEqual([]);
    expect(await t.database.db.selectFrom('galleryConsent').selectAll().execute()).toEqual([]);
  });
});
