import { describeLine } from '@store/shared/order-lines';
import type { AdminOrder, OrderItem, ShippingInfo } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';

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

type DescribedItem = Pick<OrderItem, 'quantity' | 'style' | 'size' | 'isDigital' | 'borderStyle' | 'aspectRatio'>;

/** What the item is, e.g. "12″ × 18″ canvas · White Border · 2x3 Portrait". */
export function itemDescription(item: DescribedItem): string {
  const { product, detail } = describeLine(item);
  return `${product} · ${detail}`;
}

/** One line per item for the order list, e.g. "2 × Anime, 12″ × 18″ canvas · White Border · 2x3 Portrait". */
export function itemLine(item: DescribedItem): string {
  return `${item.quantity} × ${item.style}, ${itemDescription(item)}`;
}

/** The customer as staff need them: the account, and the name on the card when someone else paid. */
export function customerLines(order: Pick<AdminOrder, 'name' | 'email' | 'account'>): {
  name: string;
  email: string;
  paidBy: string | null;
} {
  if (!order.account) return { name: order.name, email: order.email, paidBy: null };
  const samePerson = order.name.trim().toLowerCase() === order.account.name.trim().toLowerCase();
  return { name: order.account.name, email: order.account.email, paidBy: samePerson ? null : `Paid by ${order.name}` };
}

/** The full-resolution result of the item's ratio in the version it prints (decision 045): the exact file to print by hand. */
export function printFileUrl(item: Pick<OrderItem, 'renderId' | 'aspectRatio' | 'versionId'>): string {
  return apiHref(apiRoutes.renders.result, {
    params: { id: item.renderId, ratio: item.aspectRatio },
    query: { download: '1', ...(item.versionId ? { version: item.versionId } : {}) },
  });
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
