import { describe, expect, it } from 'vitest';
import {
  addressLines,
  customerLines,
  itemDescription,
  itemLine,
  printFileUrl,
  printProviderLabel,
  unixSecondsToIso,
} from './order-display.ts';

describe('itemLine', () => {
  it('reads quantity, style, a size that does not break across lines, border and ratio of a canvas', () => {
    expect(
      itemLine({ quantity: 2, style: 'Anime', size: '12x18', isDigital: false, aspectRatio: '2x3', borderStyle: 'white-border' }),
    ).toBe('2 × Anime, 12″\u00a0×\u00a018″ canvas · White Border · 2x3 Portrait');
  });

  it('reads a download by its size label and the ratios it holds', () => {
    expect(itemLine({ quantity: 1, style: 'Retro', size: 'Digital Download', isDigital: true, aspectRatio: '1x1' })).toBe(
      '1 × Retro, Digital Download · All 5 aspect ratios',
    );
  });
});

describe('customerLines', () => {
  const order = { name: 'Robin Cardholder', email: 'robin@example.com', account: { name: 'Pat Buyer', email: 'pat@example.com' } };

  it("shows the account, and who paid when the card holder's name differs", () => {
    expect(customerLines(order)).toEqual({ name: 'Pat Buyer', email: 'pat@example.com', paidBy: 'Paid by Robin Cardholder' });
  });

  it('leaves out the payer when it is the account holder', () => {
    expect(customerLines({ ...order, name: ' pat buyer ' }).paidBy).toBeNull();
  });

  it("falls back to the order's name and email without an account", () => {
    expect(customerLines({ ...order, account: null })).toEqual({ name: 'Robin Cardholder', email: 'robin@example.com', paidBy: null });
  });
});

describe('printFileUrl', () => {
  it('is the full-resolution result of the canvas ratio, as a download', () => {
    expect(printFileUrl({ renderId: 'r 1', aspectRatio: '3x2' })).toBe('/api/renders/r%201/results/3x2?download=1');
  });

  it('names the version the canvas prints, which a revision may have left behind the published one', () => {
    expect(printFileUrl({ renderId: 'r1', aspectRatio: '3x2', versionId: 'v1' })).toBe('/api/renders/r1/results/3x2?download=1&version=v1');
  });
});

describe('itemDescription', () => {
  it('names size, border and ratio of a canvas', () => {
    expect(
      itemDescription({ quantity: 1, style: 'Anime', size: '12x18', isDigital: false, borderStyle: 'white-border', aspectRatio: '2x3' }),
    ).toBe('12″\u00a0×\u00a018″ canvas · White Border · 2x3 Portrait');
  });

  it('names the ratios a download holds instead of a border', () => {
    expect(itemDescription({ quantity: 1, style: 'Anime', size: 'Digital Download', isDigital: true, aspectRatio: '1x1' })).toBe(
      'Digital Download · All 5 aspect ratios',
    );
  });
});

describe('addressLines', () => {
  it('writes the address as it goes on a parcel, skipping an empty second line', () => {
    expect(
      addressLines({
        name: 'Ada Rider',
        line1: '1 Main St',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      }),
    ).toEqual(['Ada Rider', '1 Main St', 'Austin, TX 78701', 'US']);
  });
});

describe('unixSecondsToIso', () => {
  it('turns the provider’s seconds into an instant', () => {
    expect(unixSecondsToIso(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
  });
});

describe('printProviderLabel', () => {
  it('names the known providers and passes others through', () => {
    expect(printProviderLabel('printful')).toBe('Printful');
    expect(printProviderLabel('manual')).toBe('Manual');
    expect(printProviderLabel('gelato')).toBe('gelato');
  });
});
