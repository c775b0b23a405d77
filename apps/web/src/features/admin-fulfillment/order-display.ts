import { ASPECT_RATIO_INFO, BORDER_STYLE_LABELS, isAspectRatio } from '@store/shared/catalog';
import type { AdminOrder, OrderItem, ShippingInfo } from '@store/shared/orders';
import { displaySize } from '@store/shared/size';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The date and the time apart, for a narrow table column. */
export function formatDateAndTime(iso: string): { date: string; time: string } {
  const instant = new Date(iso);
  return { date: dateFormat.format(instant), time: timeFormat.format(instant) };
}

/** The payment provider dates sessions in unix seconds. */
export function unixSecondsToIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

const NO_BREAK_SPACE = '\u00a0';


/** "1x1 Square" for a catalogue ratio; anything else as stored. */
export function aspectRatioLabel(ratio: string): string {
  return isAspectRatio(ratio) ? ASPECT_RATIO_INFO[ratio].label : ratio;
}

/** What the canvas is, e.g. "12″ × 18″ · White Border · 2x3 Portrait"; a download has no border or canvas ratio to speak of. */
export function itemDescription(item: Pick<OrderItem, 'size' | 'isDigital' | 'borderStyle' | 'aspectRatio'>): string {
  return describeItem(item, displaySize(item.size));
}

function describeItem(item: Pick<OrderItem, 'isDigital' | 'borderStyle' | 'aspectRatio'>, size: string): string {
  if (item.isDigital) return `${size} · ${aspectRatioLabel(item.aspectRatio)}`;
  const parts = [size, item.borderStyle ? BORDER_STYLE_LABELS[item.borderStyle] : null, aspectRatioLabel(item.aspectRatio)];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

/** One line per item for the order list, e.g. "2 × Anime, 12″ × 18″ · White Border · 2x3 Portrait"; the size never breaks across lines. */
export function itemLine(item: Pick<OrderItem, 'quantity' | 'style' | 'size' | 'isDigital' | 'borderStyle' | 'aspectRatio'>): string {
  const size = displaySize(item.size).replaceAll(' ', NO_BREAK_SPACE);
  return `${item.quantity} × ${item.style}, ${item.isDigital ? size : describeItem(item, size)}`;
}

/** The customer as staff need them: the account, and the name on the card when someone else paid. */
export function customerLines(order: Pick<AdminOrder, 'name' | 'email' | 'account'>): { name: string; email: string; paidBy: string | null } {
  if (!order.account) return { name: order.name, email: order.email, paidBy: null };
  const samePerson = order.name.trim().toLowerCase() === order.account.name.trim().toLowerCase();
  return { name: order.account.name, email: order.account.email, paidBy: samePerson ? null : `Paid by ${order.name}` };
}

/** The full-resolution result of the item's ratio: the exact file to print by hand. */
export function printFileUrl(item: Pick<OrderItem, 'renderId' | 'aspectRatio'>): string {
  return `/api/renders/${encodeURIComponent(item.renderId)}/results/${encodeURIComponent(item.aspectRatio)}?download=1`;
}

/** The address as it goes on a parcel, one line per entry. */
export function addressLines(shipping: ShippingInfo): string[] {
  const cityLine = [shipping.city, [shipping.state, shipping.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [shipping.name, shipping.line1, shipping.line2 ?? '', cityLine, shipping.country].filter((line) => line.trim() !== '');
}

const PROVIDER_LABELS: Readonly<Record<string, string>> = { manual: 'Manual', printful: 'Printful' };

export function printProviderLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}
