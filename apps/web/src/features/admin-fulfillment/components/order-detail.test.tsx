import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminOrderDetail, PrintVersion } from '@store/shared/orders';
import { fakeServer, json, sessionOf } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { OrderDetail } from './order-detail.tsx';

const version1 = { id: 'v1', number: 1, thumbnailUrl: '/files/v1.webp' };
const version2 = { id: 'v2', number: 2, thumbnailUrl: '/files/v2.webp' };
const held: PrintVersion = {
  renderId: 'r1',
  style: 'Anime',
  printing: version1,
  published: version2,
  needsChoice: true,
  sentToPrint: false,
  options: [version2, version1],
};

function order(changes: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 'MM-1',
    name: 'Pat Buyer',
    email: 'pat@example.com',
    account: { name: 'Pat Buyer', email: 'pat@example.com' },
    status: 'paid',
    paymentStatus: 'paid',
    refundedCents: 0,
    items: [
      {
        renderId: 'r1',
        style: 'Anime',
        image: '/files/r1.webp',
        aspectRatio: '2x3',
        size: '12x18',
        quantity: 1,
        isDigital: false,
        borderStyle: 'white-border',
        unitPriceCents: 6900,
        versionId: 'v1',
      },
    ],
    shippingInfo: { name: 'Pat Buyer', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    amountCents: 6900,
    trackingNumbers: [],
    createdAt: '2026-11-27T10:00:00.000Z',
    notes: '',
    paymentSessionId: 'cs_1',
    printProvider: 'manual',
    printOrderId: null,
    printDashboardUrl: null,
    printStatus: null,
    timeline: [],
    downloadsRevokedAt: null,
    printVersions: [held],
    ...changes,
  };
}

function openOrder(detail: AdminOrderDetail) {
  const server = fakeServer({
    'GET /api/auth/get-session': () => sessionOf({ id: 'staff-1', role: 'staff' }),
    'GET /api/cart': () => json({ entries: [] }),
    'GET /api/admin/orders/MM-1': () => json(detail),
    'POST /api/admin/orders/MM-1/print-version': ({ body }) => {
      const chosen = (body as { versionId: string }).versionId === 'v2' ? version2 : version1;
      return json(
        order({
          printVersions: [{ ...held, printing: chosen, needsChoice: false }],
          timeline: [
            {
              kind: 'print',
              message: `Print version chosen: version ${chosen.number}.`,
              actor: 'staff@example.com',
              createdAt: '2026-11-28T10:00:00.000Z',
            },
          ],
        }),
      );
    },
  });
  const app = renderInApp([{ path: '/', element: <OrderDetail id="detail" orderId="MM-1" headingLevel={3} /> }], '/');
  return { server, ...app };
}

describe('order detail: the version a canvas prints', () => {
  it('asks staff to choose between the version ordered and the newest, with both thumbnails, and saves the choice', async () => {
    const { user, server } = openOrder(order());
    const choice = await screen.findByTestId('print-version-choice');
    expect(within(choice).getByText('Choose which version to print')).toBeTruthy();
    expect(within(choice).getByRole('img', { name: 'Version 1' }).getAttribute('src')).toBe('/files/v1.webp');
    expect(within(choice).getByRole('img', { name: 'Version 2' }).getAttribute('src')).toBe('/files/v2.webp');
    expect(within(choice).getByRole('radio', { name: /Version 1/ })).toHaveProperty('checked', true);

    await user.click(within(choice).getByRole('radio', { name: /Version 2/ }));
    await user.click(within(choice).getByRole('button', { name: 'Print version 2' }));
    expect(await screen.findByTestId('print-version')).toHaveProperty('textContent', 'Anime canvas prints version 2.');
    expect(screen.getByText('Print version chosen: version 2.')).toBeTruthy();
    expect(server.bodiesSentTo('POST /api/admin/orders/MM-1/print-version')).toEqual([{ renderId: 'r1', versionId: 'v2' }]);
  });

  it('says an order already sent to print keeps its version, and offers no choice', async () => {
    openOrder(order({ status: 'in-production', printVersions: [{ ...held, needsChoice: false, sentToPrint: true }] }));
    expect((await screen.findByTestId('print-version')).textContent).toBe(
      'Anime canvas prints version 1; version 2 came after it went to print.',
    );
    expect(screen.queryByTestId('print-version-choice')).toBeNull();
  });
});
