import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GIFT_CARD_MESSAGES, type AdminGiftCard } from '@store/shared/gift-cards';
import { fakeServer, json, sessionOf } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { GiftCardList } from './gift-card-list.tsx';

function card(changes: Partial<AdminGiftCard> = {}): AdminGiftCard {
  return {
    id: 'gc1',
    status: 'sent',
    codeEnding: 'AB23',
    amountCents: 5000,
    balanceCents: 2500,
    heldCents: 1000,
    recipientName: 'Gil Gifted',
    recipientEmail: 'gil@example.com',
    buyerName: 'Gail Giver',
    createdAt: '2026-11-20T10:00:00.000Z',
    issuedAt: '2026-11-20T10:01:00.000Z',
    codeReplacedAt: null,
    codeReplacedBy: null,
    orders: [{ orderId: 'MM-7', createdAt: '2026-11-22T10:00:00.000Z', giftCardCents: 1500, giftCardRefundedCents: 500 }],
    ...changes,
  };
}

function showCards(cards: AdminGiftCard[], replaceReply = json(card({ codeEnding: 'ZZ99', codeReplacedAt: '2026-11-28T09:00:00.000Z' }))) {
  const server = fakeServer({
    'GET /api/auth/get-session': () => sessionOf({ id: 'owner-1', role: 'owner' }),
    'GET /api/cart': () => json({ entries: [] }),
    'POST /api/admin/gift-cards/gc1/code': () => replaceReply,
  });
  return { server, ...renderInApp([{ path: '/', element: <GiftCardList cards={cards} /> }], '/') };
}

describe("the owner's gift cards", () => {
  it('shows what a card has left, what a checkout holds, who it is for, and the orders it paid', async () => {
    showCards([card()]);
    const item = await screen.findByTestId('gift-card');
    expect(item.textContent).toContain('…AB23');
    expect(item.textContent).toContain('$25.00 left of $50.00');
    expect(item.textContent).toContain('$10.00 held by a checkout in progress');
    expect(item.textContent).toContain('For Gil Gifted (gil@example.com) · from Gail Giver');
    const orders = within(item).getByRole('list', { name: 'Orders paid with the gift card ending AB23' });
    expect(orders.textContent).toContain('Paid $15.00 of order MM-7');
    expect(orders.textContent).toContain('$5.00 put back by a refund');
    expect(within(orders).getByRole('link', { name: 'MM-7' }).getAttribute('href')).toBe('/admin/fulfillment?search=MM-7');
  });

  it('sends a new code only once the owner confirms, and says where it went', async () => {
    const { user, server } = showCards([card()]);
    await user.click(await screen.findByRole('button', { name: /^Send a new code/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send a new code?' });
    expect(dialog.textContent).toContain('The code ending AB23 stops working at once, and a new code is emailed to gil@example.com.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.bodiesSentTo('POST /api/admin/gift-cards/gc1/code')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Send a new code/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A new code ending ZZ99 was emailed to gil@example.com. The old code no longer works.',
    );
    expect(server.bodiesSentTo('POST /api/admin/gift-cards/gc1/code')).toEqual([{ replacing: 'AB23' }]);
  });

  it("shows the server's reason when no code can be replaced", async () => {
    const { user } = showCards([card()], json({ error: 'GIFT_CARD_NOT_ISSUED', message: GIFT_CARD_MESSAGES.notIssued }, 409));
    await user.click(await screen.findByRole('button', { name: /^Send a new code/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GIFT_CARD_MESSAGES.notIssued);
  });

  it('offers no new code for a card still awaiting payment, and names who replaced a code', async () => {
    showCards([
      card({ id: 'gc2', status: 'awaiting-payment', codeEnding: null, orders: [], heldCents: 0 }),
      card({ codeReplacedAt: '2026-11-27T09:00:00.000Z', codeReplacedBy: 'Ada Admin' }),
    ]);
    const [waiting, replaced] = await screen.findAllByTestId('gift-card');
    expect(waiting!.textContent).toContain('Awaiting payment');
    expect(within(waiting!).queryByRole('button')).toBeNull();
    expect(replaced!.textContent).toContain('New code sent Nov 27, 2026 by Ada Admin');
  });
});
