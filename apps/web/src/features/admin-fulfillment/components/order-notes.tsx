import { useId, useState } from 'react';
import type { AdminOrder } from '@store/shared/orders';
import { useUpdateAdminOrder } from '../api/update-admin-order.ts';
import { NotSaved } from './not-saved.tsx';

/** Staff's notes on the order, saved when the box loses focus and only if they changed (SPEC.md section 4). */
export function OrderNotes({ order }: { order: AdminOrder }) {
  const errorId = useId();
  const update = useUpdateAdminOrder();
  const [draft, setDraft] = useState(order.notes);
  const [stored, setStored] = useState(order.notes);
  // The saved notes changed (this save, or another admin's): take them, unless there is an unsaved edit to keep.
  if (order.notes !== stored) {
    setStored(order.notes);
    if (draft === stored) setDraft(order.notes);
  }

  return (
    <div className="flex flex-col gap-1">
      <textarea
        aria-label={`Notes for order ${order.id}`}
        aria-describedby={update.isError ? errorId : undefined}
        value={draft}
        rows={2}
        maxLength={5000}
        placeholder="Add a note"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== order.notes) update.mutate({ orderId: order.id, changes: { notes: draft } });
        }}
        className="min-h-16 w-full resize-y rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-500 focus:border-accent focus:outline-none"
      />
      {update.isError && <NotSaved id={errorId} />}
    </div>
  );
}
