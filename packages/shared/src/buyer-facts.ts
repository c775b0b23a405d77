import { PRINT_DELIVERY_BUSINESS_DAYS } from './policy.ts';
import { FREE_REVISIONS_PER_RENDER } from './render-progress.ts';
import { regionOfCountry, shippingCents, type ShippingRegion } from './shipping.ts';
import type { ShippingSettings } from './shipping-schemas.ts';

/**
 * What a buyer weighs before paying (issue "A buyer's journey", part 3), said once for the
 * product page, the FAQ and the cart: shipping, when a canvas arrives, what it is made of, and
 * the free revision.
 */

export type DayRange = { readonly min: number; readonly max: number };

/** Business days a printed canvas travels with the print partner's tracked shipping, by region. */
export const SHIPPING_TRANSIT_BUSINESS_DAYS: Readonly<Record<ShippingRegion, DayRange>> = {
  US: { min: 2, max: 5 },
  CA: { min: 3, max: 7 },
  EU: { min: 4, max: 8 },
  WORLD: { min: 6, max: 15 },
};

/** The canvas itself: the same words on the product page and in the FAQ. */
export const CANVAS_FACTS = {
  depth: '1.25 in (3.2 cm) deep solid wood stretcher frame',
  materials: 'Poly-cotton canvas printed with fade-resistant inks, stretched by hand',
  hanging: 'Arrives ready to hang, with the hanging hardware already on the back: no frame needed',
} as const;

export const FREE_REVISION_FACT =
  FREE_REVISIONS_PER_RENDER === 1
    ? 'One free revision per render: tell us what to change (colours, background, details) and an artist repaints it. Another style or another photo is a new upload.'
    : `${FREE_REVISIONS_PER_RENDER} free revisions per render: tell us what to change (colours, background, details) and an artist repaints it. Another style or another photo is a new upload.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` business days (Monday to Friday, UTC) after `from`; a weekend start counts from the Monday. */
export function addBusinessDays(from: Date, days: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setTime(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day;
}

/** Business days from an order to the door: printing, then transit to the region. */
export function businessDaysToDoor(region: ShippingRegion): DayRange {
  const transit = SHIPPING_TRANSIT_BUSINESS_DAYS[region];
  return { min: PRINT_DELIVERY_BUSINESS_DAYS.min + transit.min, max: PRINT_DELIVERY_BUSINESS_DAYS.max + transit.max };
}

/**
 * When a canvas ordered at `from` reaches the region: printing and transit in business days, plus
 * a business day for a render still being painted (the shop's target is about an hour; one that
 * takes longer is published the next working day at the latest).
 */
export function canvasDeliveryWindow(input: { from: Date; region: ShippingRegion; renderReady: boolean }): {
  earliest: Date;
  latest: Date;
} {
  const door = businessDaysToDoor(input.region);
  const painting = input.renderReady ? 0 : 1;
  return { earliest: addBusinessDays(input.from, door.min), latest: addBusinessDays(input.from, door.max + painting) };
}

/** What shipping canvases to a region costs for this canvas subtotal, and from which canvas subtotal it is free (0: always). */
export function shippingQuote(
  settings: ShippingSettings,
  region: ShippingRegion,
  canvasSubtotalCents: number,
): { amountCents: number; freeFromCents: number } {
  return { amountCents: shippingCents(settings, canvasSubtotalCents, region), freeFromCents: settings.freeThresholdCents };
}

/** The region a browser's language tag points at ("en-US" → US, "de-AT" → EU); none named, the rest of the world. */
export function regionOfLocale(locale: string): ShippingRegion {
  const country = /[-_]([A-Za-z]{2})\b/.exec(locale)?.[1];
  return country ? regionOfCountry(country) : 'WORLD';
}
