import { describe, expect, it } from 'vitest';
import { priceCheckout } from './checkout-pricing.ts';
import type { Cart } from './cart.ts';
import {
  DEFAULT_SHIPPING_RATES,
  countriesOfRegion,
  parseShippingRates,
  regionOfCountry,
  shippingCents,
  shippingLabel,
} from './shipping.ts';
import type { ShippingSettings } from './shipping-schemas.ts';

const rates = parseShippingRates(DEFAULT_SHIPPING_RATES) as ShippingSettings['rates'];
const settings: ShippingSettings = { freeThresholdCents: 15000, rates };

function cart(items: Array<{ cents: number; quantity?: number; digital?: boolean }>): Cart {
  return [
    {
      id: 'r1-2x3-full-wrap',
      renderId: 'r1',
      image: '',
      style: 'Anime',
      aspectRatio: '2x3',
      items: items.map((item, index) => ({
        size: `size-${index}`,
        quantity: item.quantity ?? 1,
        isDigital: item.digital ?? false,
        unitPriceCents: item.cents,
      })),
    },
  ];
}

describe('shipping', () => {
  it('reads the compact rate list, naming what is wrong', () => {
    expect(rates.map((rate) => [rate.region, rate.amountCents])).toEqual([
      ['US', 900],
      ['CA', 1400],
      ['EU', 1900],
      ['WORLD', 2900],
    ]);
    expect(parseShippingRates('US:900,CA:1400,EU:1900')).toBe('a rate is missing for WORLD');
    expect(parseShippingRates('US:900,US:1,CA:1400,EU:1900,WORLD:1')).toBe('US is given twice');
    expect(parseShippingRates('US:9.00')).toMatch(/is not REGION:cents/);
  });

  it('puts countries in regions', () => {
    expect(regionOfCountry('us')).toBe('US');
    expect(regionOfCountry('CA')).toBe('CA');
    expect(regionOfCountry('GB')).toBe('EU');
    expect(regionOfCountry('DE')).toBe('EU');
    expect(regionOfCountry('AU')).toBe('WORLD');
    expect(countriesOfRegion('EU', ['US', 'GB', 'DE', 'AU'])).toEqual(['GB', 'DE']);
  });

  it('is free from the threshold, else the flat rate of the region', () => {
    expect(shippingCents(settings, 14999, 'US')).toBe(900);
    expect(shippingCents(settings, 14999, 'WORLD')).toBe(2900);
    expect(shippingCents(settings, 15000, 'EU')).toBe(0);
    expect(shippingCents(settings, 0, 'US')).toBe(900);
    expect(shippingCents({ ...settings, freeThresholdCents: 0 }, 100, 'US')).toBe(0);
    expect(shippingLabel(0)).toBe('Free');
    expect(shippingLabel(900)).toBe('$9.00');
  });
});

describe('checkout pricing', () => {
  it('adds shipping to a canvas order below the threshold', () => {
    expect(priceCheckout(cart([{ cents: 6900 }]), null, settings, 'CA')).toEqual({
      itemsSubtotalCents: 6900,
      discountCode: null,
      discountCents: 0,
      requiresShipping: true,
      shippingRegion: 'CA',
      shippingCents: 1400,
      totalCents: 8300,
    });
  });

  it('asks no shipping of a digital-only order', () => {
    expect(priceCheckout(cart([{ cents: 1000, digital: true }]), null, settings, 'US')).toMatchObject({
      requiresShipping: false,
      shippingRegion: null,
      shippingCents: 0,
      totalCents: 1000,
    });
  });

  it('judges free shipping on the canvases after their share of the discount', () => {
    const canvases = cart([{ cents: 16000 }]);
    expect(priceCheckout(canvases, null, settings, 'US').shippingCents).toBe(0);
    const discounted = priceCheckout(canvases, { code: 'TEN', kind: 'percent', value: 10 }, settings, 'US');
    expect(discounted).toMatchObject({ discountCode: 'TEN', discountCents: 1600, shippingCents: 900, totalCents: 16000 - 1600 + 900 });
    const mixed = cart([{ cents: 15000 }, { cents: 1000, digital: true }]);
    expect(priceCheckout(mixed, { code: 'OFF', kind: 'amount', value: 1000 }, settings, 'US').shippingCents).toBe(900);
  });

  it('never takes the items below zero, and shipping stays payable', () => {
    const priced = priceCheckout(cart([{ cents: 6900 }]), { code: 'BIG', kind: 'amount', value: 50000 }, settings, 'US');
    expect(priced).toMatchObject({ discountCents: 6900, shippingCents: 900, totalCents: 900 });
  });
});
