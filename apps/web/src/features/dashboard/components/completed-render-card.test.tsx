import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderDownloads } from '@store/shared/api/orders';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { Render } from '@store/shared/renders';
import { fakeServer, json, sessionOf } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { CompletedRenderCard } from './completed-render-card.tsx';

const links = (version: string) =>
  ASPECT_RATIOS.map((ratio) => ({ ratio, url: `/api/downloads/o1/r1/${ratio}?${version}`, expiresAt: '2026-12-05T00:00:00.000Z' }));

/** A render its owner bought as a digital download, with a revision asked for on November 27. */
const underRevision: Render = {
  id: 'r1',
  style: 'Anime',
  aspectRatio: '1x1',
  status: 'complete',
  submittedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-21T10:00:00.000Z',
  results: { '1x1': { preview: '/files/v1.webp', width: 2400, height: 2400 } },
  width: 1200,
  height: 1200,
  originalPreviewUrl: '/files/original.webp',
  progress: {
    stage: 'in-review',
    revision: { note: 'Please make the tank blue', requestedAt: '2026-11-27T15:00:00.000Z', number: 1 },
    revisionsLeft: 0,
  },
  purchase: { mayBuy: true, refusal: null, digitalDownloadOrderId: 'o1' },
};

function showCard(render: Render, downloads: OrderDownloads) {
  fakeServer({
    'GET /api/auth/get-session': () => sessionOf({ id: 'u1' }),
    'GET /api/cart': () => json({ entries: [] }),
    'GET /api/orders/o1/downloads': () => json({ downloads }),
  });
  return renderInApp([{ path: '/', element: <CompletedRenderCard render={render} /> }], '/');
}

describe('a bought render on the dashboard', () => {
  it('keeps its published version and the download block while a revision is made, and says so', async () => {
    showCard(underRevision, [{ renderId: 'r1', style: 'Anime', version: 1, links: links('v1'), paidVersion: null }]);
    const note = screen.getByTestId('revision-under-way');
    expect(note.textContent).toContain(
      'Revision requested November 27, 2026: an artist is working on it; this version stays until the new one is ready.',
    );
    expect(within(note).getByRole('list', { name: 'Progress' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your finished Anime render' }).getAttribute('src')).toBe('/files/v1.webp');
    const downloads = screen.getByTestId('purchased-downloads');
    expect(await within(downloads).findByRole('link', { name: '1x1 Square' })).toHaveProperty('href', expect.stringContaining('?v1'));
    expect(screen.queryByRole('button', { name: 'Request a change' })).toBeNull();
  });

  it('after the new version, offers its files and keeps those of the version paid for', async () => {
    const republished: Render = { ...underRevision, progress: { stage: 'complete', revision: null, revisionsLeft: 0 } };
    showCard(republished, [
      { renderId: 'r1', style: 'Anime', version: 2, links: links('v2'), paidVersion: { number: 1, links: links('v1') } },
    ]);
    const paid = await screen.findByTestId('paid-version-downloads');
    expect(paid.textContent).toContain(
      'Above: version 2, the newest, yours with your purchase. The version you bought, version 1, stays yours too:',
    );
    expect(within(paid).getByRole('link', { name: '1x1 Square' })).toHaveProperty('href', expect.stringContaining('?v1'));
    expect(screen.queryByTestId('revision-under-way')).toBeNull();
  });
});
