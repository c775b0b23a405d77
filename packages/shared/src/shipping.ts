import type { ShippingSettings } from './shipping-schemas.ts';
import { formatDollars } from './prices.ts';

/** Shipping for canvases (decision 021): free from a canvas subtotal, else one flat rate per region; digital files never ship. */

export const SHIPPING_REGIONS = ['US', 'CA', 'EU', 'WORLD'] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

export const SHIPPING_REGION_LABELS: Readonly<Record<ShippingRegion, string>> = {
  US: 'United States',
  CA: 'Canada',
  EU: 'EU & UK',
  WORLD: 'Rest of the world',
};

// prettier-ignore
const EU_AND_UK = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO',
  'SK', 'SI', 'ES', 'SE', 'GB',
]);

/** The region a two-letter country code ships to. */
export function regionOfCountry(country: string): ShippingRegion {
  const code = country.trim().toUpperCase();
  if (code === 'US' || code === 'CA') return code;
  return EU_AND_UK.has(code) ? 'EU' : 'WORLD';
}

/** The countries of a region among those the store ships to. */
export function countriesOfRegion(region: ShippingRegion, shippingCountries: readonly string[]): string[] {
  return shippingCountries.filter((country) => regionOfCountry(country) === region);
}

export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 10000;
export const DEFAULT_SHIPPING_RATES = 'US:900,CA:1400,EU:1900,WORLD:2900';

/** SHIPPING_RATES as written in the environment: "US:900,CA:1400,EU:1900,WORLD:2900" (cents); every region must be there once. */
export function parseShippingRates(text: string): ShippingSettings['rates'] | string {
  const rates = new Map<ShippingRegion, number>();
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]+):(\d+)$/.exec(part);
    const region = match?.[1]!.toUpperCase() as ShippingRegion | undefined;
    if (!match || !region || !SHIPPING_REGIONS.includes(region))
      return `"${part}" is not REGION:cents with a region of ${SHIPPING_REGIONS.join(', ')}`;
    if (rates.has(region)) return `${region} is given twice`;
    rates.set(region, Number(match[2]));
  }
  const missing = SHIPPING_REGIONS.filter((region) => !rates.has(region));
  if (missing.length > 0) return `a rate is missing for ${missing.join(', ')}`;
  return SHIPPING_REGIONS.map((region) => ({ region, label: SHIPPING_REGION_LABELS[region], amountCents: rates.get(region)! }));
}

/** What shipping canvases costs: nothing from the threshold, else the region's flat rate. */
export function shippingCents(settings: ShippingSettings, canvasSubtotalCents: number, region: ShippingRegion): number {
  if (canvasSubtotalCents >= settings.freeThresholdCents) return 0;
  return settings.rates.find((rate) => rate.region === region)?.amountCents ?? 0;
}

/** "Free" or "$9.00", as the cart and the payment page show it. */
export function shippingLabel(cents: number): string {
  return cents === 0 ? 'Free' : formatDollars(cents);
}

/** The rates of the regions the store ships to (a region with none of SHIPPING_COUNTRIES is not offered). */
export function shippedRates(settings: ShippingSettings & { countries: readonly string[] }): ShippingSettings {
  return {
    freeThresholdCents: settings.freeThresholdCents,
    rates: settings.rates.filter((rate) => countriesOfRegion(rate.region, settings.countries).length > 0),
  };
}
