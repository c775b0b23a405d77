import type { AdminOrder } from '@store/shared/orders';
import { itemLine } from '../order-display.ts';

/** Rows stay short: the first lines, then how many more the detail holds. */
const SHOWN_ITEMS = 2;

export function OrderItemsSummary({ order }: { order: AdminOrder }) {
  const hidden = order.items.length - SHOWN_ITEMS;
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-stone-200">
      {order.items.slice(0, SHOWN_ITEMS).map((item, index) => (
        <li key={index}>{itemLine(item)}</li>
      ))}
      {hidden > 0 && <li className="text-xs text-muted">+ {hidden} more</li>}
      {order.gift && (
        <li className="text-xs font-semibold text-accent" data-testid="order-gift-badge">
          Gift for {order.gift.recipientName}
        </li>
      )}
    </ul>
  );
}
