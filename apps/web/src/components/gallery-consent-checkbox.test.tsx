import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GALLERY_CONSENT_TEXT } from '@store/shared/gallery';
import { analyticsRoute, fakeServer, json, sessionOf, type FakeReply } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { GalleryConsentCheckbox } from './gallery-consent-checkbox.tsx';

/** The consent box for render r1, whose customer consented; the store answers a change when the test lets it. */
function openConsent(answerChange: (consented: boolean) => FakeReply) {
  let consented = true;
  let letAnswer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (letAnswer = resolve));
  const server = fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf({ id: 'u1' }),
    'GET /api/cart': () => json({ entries: [] }),
    'GET /api/gallery/consents': () => json({ consents: [{ renderId: 'r1', consented, inGallery: consented }] }),
    'PUT /api/gallery/consents/r1': async (request) => {
      await answered;
      const reply = answerChange((request.body as { consented: boolean }).consented);
      if ((reply.status ?? 200) < 400) consented = (reply.body as { consented: boolean }).consented;
      return reply;
    },
  });
  const app = renderInApp([{ path: '/', element: <GalleryConsentCheckbox renderId="r1" source="dashboard" /> }], '/');
  return { server, letAnswer, ...app };
}

describe('the gallery consent box', () => {
  it('shows the answer from the click on, while the store saves it and after', async () => {
    const { letAnswer } = openConsent((consented) => json({ renderId: 'r1', consented, inGallery: false }));
    const box = await screen.findByRole('checkbox', { name: GALLERY_CONSENT_TEXT });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    // A browser's click, read back before anything else runs (as Playwright reads it): no later tick may be needed.
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    letAnswer();
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('goes back to the saved answer and says why when the store refuses', async () => {
    const { user, letAnswer } = openConsent(() => json({ error: 'NOT_FOUND', message: 'Render not found.' }, 404));
    const box = await screen.findByRole('checkbox', { name: GALLERY_CONSENT_TEXT });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await user.click(box);
    letAnswer();
    expect((await screen.findByRole('alert')).textContent).toBe('Render not found.');
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
