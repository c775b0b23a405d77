import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Render } from '@store/shared/renders';
import { REVIEW_MESSAGES } from '@store/shared/reviews';
import { routes } from '#web/config/paths.ts';
import { analyticsRoute, fakeServer, json, sessionOf, type FakeReply } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import ReviewPage from './review-page.tsx';

const render: Render = {
  id: 'r1',
  style: 'Retro',
  aspectRatio: '3x2',
  status: 'complete',
  submittedAt: '2026-11-01T10:00:00.000Z',
  completedAt: '2026-11-02T10:00:00.000Z',
  results: { '3x2': { preview: '/preview.webp', smallPreview: '/preview-small.webp', width: 1500, height: 1000 } },
  width: 3000,
  height: 2000,
};

function openReviewPage(answer: () => FakeReply = () => json({ review: { id: 'v1', renderId: 'r1', stars: 4, status: 'pending' } }, 201)) {
  const server = fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf({ id: 'u1' }),
    'GET /api/cart': () => json({ entries: [] }),
    'GET /api/renders/r1': () => json(render),
    'POST /api/reviews': answer,
  });
  return { server, ...renderInApp([{ path: routes.review.pattern, Component: ReviewPage }], routes.review.href({ renderId: 'r1' })) };
}

describe('the review page', () => {
  it('names what is missing before sending anything', async () => {
    const { server, user } = openReviewPage();
    await screen.findByRole('heading', { name: 'Review your Retro render' });
    await user.type(screen.getByLabelText('Your review'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText(REVIEW_MESSAGES.starsRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.textTooShort)).toBeTruthy();
    expect(server.bodiesSentTo('POST /api/reviews')).toEqual([]);
  });

  it('sends the stars and the text, and thanks the customer', async () => {
    const { server, user } = openReviewPage();
    await screen.findByRole('heading', { name: 'Review your Retro render' });
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), '  Looks great in the hallway.  ');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_MESSAGES.thanks);
    expect(server.bodiesSentTo('POST /api/reviews')).toEqual([{ renderId: 'r1', stars: '4', text: 'Looks great in the hallway.' }]);
  });

  it("shows the store's refusal: only buyers review", async () => {
    const { user } = openReviewPage(() => json({ error: 'NOT_A_BUYER', message: REVIEW_MESSAGES.notBuyer }, 403));
    await screen.findByRole('heading', { name: 'Review your Retro render' });
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Brilliant work, thank you!');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.notBuyer));
  });
});
