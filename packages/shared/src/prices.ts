import { DIGITAL_DOWNLOAD_SIZE } from './catalog.ts';
import { normalizeSize } from './size.ts';

/** SPEC.md section 9: the digital download costs $10. */
export const DIGITAL_DOWNLOAD_PRICE_CENTS = 1000;

/** Unit prices in cents until a payment provider supplies them (DESIGN.md section 8), keyed by normalised size. */
export const DEFAULT_PRICES_CENTS: Readonly<Record<string, number>> = {
  '12x12″': 5900,
  '16x16″': 7900,
  '24x24″': 12900,
  '36x36″': 22900,
  '8x10″': 4900,
  '16x20″': 8900,
  '24x30″': 14900,
  '12x18″': 6900,
  '20x30″': 12900,
  '24x36″': 16900,
  [DIGITAL_DOWNLOAD_SIZE]: DIGITAL_DOWNLOAD_PRICE_CENTS,
};

/** The default price of a catalogue size or the digital download; null for anything else. */
export function defaultPriceCents(size: string): number | null {
  const key = size === DIGITAL_DOWNLOAD_SIZE ? size : normalizeSize(size);
  return key ? (DEFAULT_PRICES_CENTS[key] ?? null) : null;
}

/*
 * Written out rather than through Intl.NumberFormat: the first Intl object a page makes loads the
 * browser's locale data, 30-60 ms on a phone before the page answers a tap, and the server's
 * Node could word a locale differently from the browser that hydrates its page. US dollars need
 * neither.
 */
function wholeDollars(cents: number): string {
  return String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function sign(cents: number): string {
  return cents < 0 ? '-' : '';
}

/** Dollars as shown on screen: $1,234.50. */
export function formatDollars(cents: number): string {
  const rounded = Math.round(cents);
  const centsPart = String(Math.abs(rounded) % 100).padStart(2, '0');
  return `$${sign(rounded)}${wholeDollars(rounded)}.${centsPart}`;
}

/** Dollars without cents when they are whole: $10, $1,500, $10.50. */
export function formatShortDollars(cents: number): string {
  return cents % 100 === 0 ? `$${sign(cents)}${wholeDollars(cents)}` : formatDollars(cents);
}
