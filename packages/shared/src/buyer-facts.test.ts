import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysToDoor, canvasDeliveryWindow, regionOfLocale, shippingQuote } from './buyer-facts.ts';
import type { ShippingSettings } from './shipping-schemas.ts';

const day = (iso: string) => new Date(`${iso}T15:30:00.000Z`);
const date = (value: Date) => value.toISOString().slice(0, 10);

describe('addBusinessDays', () => {
  it('skips weekends, counting from the next working day', () => {
    expect(date(addBusinessDays(day('2026-11-27'), 1))).toBe('2026-11-30');
    expect(date(addBusinessDays(day('2026-11-23'), 5))).toBe('2026-11-30');
    expect(date(addBusinessDays(day('2026-11-28'), 1))).toBe('2026-11-30');
    expect(date(addBusinessDays(day('2026-11-29'), 0))).toBe('2026-11-30');
    expect(date(addBusinessDays(day('2026-11-25'), 0))).toBe('2026-11-25');
  });
});

describe('canvasDeliveryWindow', () => {
  it('adds printing (5-14 business days) and the region’s transit', () => {
    expect(businessDaysToDoor('US')).toEqual({ min: 7, max: 19 });
    expect(businessDaysToDoor('WORLD')).toEqual({ min: 11, max: 29 });
    const us = canvasDeliveryWindow({ from: day('2026-11-27'), region: 'US', renderReady: true });
    expect([date(us.earliest), date(us.latest)]).toEqual(['2026-12-08', '2026-12-24']);
  });

  it('allows a business day more while the render is still being painted', () => {
    const ready = canvasDeliveryWindow({ from: day('2026-11-27'), region: 'EU', renderReady: true });
    const painting = canvasDeliveryWindow({ from: day('2026-11-27'), region: 'EU', renderReady: false });
    expect(painting.earliest).toEqual(ready.earliest);
    expect(date(painting.latest)).toBe(date(addBusinessDays(ready.latest, 1)));
  });
});

describe('shippingQuote', () => {
  const settings: ShippingSettings = {
    freeThresholdCents: 10000,
    rates: [
      { region: 'US', label: 'United States', amountCents: 900 },
      { region: 'WORLD', label: 'Rest of the world', amountCents: 2900 },
    ],
  };

  it('charges the region’s rate below the threshold and nothing from it', () => {
    expect(shippingQuote(settings, 'US', 4900)).toEqual({ amountCents: 900, freeFromCents: 10000 });
    expect(shippingQuote(settings, 'WORLD', 10000)).toEqual({ amountCents: 0, freeFromCents: 10000 });
  });

  it('ships everything free with a zero threshold', () => {
    expect(shippingQuote({ ...settings, freeThresholdCents: 0 }, 'US', 4900)).toEqual({ amountCents: 0, freeFromCents: 0 });
  });
});

describe('regionOfLocale', () => {
  it('reads the country of a language tag', () => {
    expect(['en-US', 'fr-CA', 'de-AT', 'en-GB', 'ja-JP', 'en', 'es-419'].map(regionOfLocale)).toEqual([
      'US',
      'CA',
      'EU',
      'EU',
      'WORLD',
      'WORLD',
      'WORLD',
    ]);
  });
});
