import type { AdminOrder } from '@store/shared/orders';
import { customerLines } from '../order-display.ts';

/** Who ordered: the account's name and email, and the card holder when someone else paid. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const { name, email, paidBy } = customerLines(order);
  return (
    <>
      <span className="block font-semibold break-words text-stone-100">{name}</span>
      <span className="block text-xs break-all text-stone-300">{email}</span>
      {paidBy && <span className="mt-1 block text-xs break-words text-amber-200">{paidBy}</span>}
    </>
  );
}
