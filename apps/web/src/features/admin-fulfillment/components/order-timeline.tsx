import type { AdminOrderDetail } from '@store/shared/orders';
import { formatDateTime } from '#web/lib/format-date-time.ts';

/** What happened to the order and who did it, in the order it happened. */
export function OrderTimeline({ events }: { events: AdminOrderDetail['timeline'] }) {
  if (events.length === 0) return <p className="text-sm text-stone-300">No events yet.</p>;
  return (
    <ol className="flex flex-col gap-3 border-l border-stone-700 pl-4">
      {events.map((event, index) => (
        <li key={`${event.createdAt}-${index}`} data-testid="timeline-event" className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3125rem] size-2 rounded-full bg-accent" />
          <time dateTime={event.createdAt} className="block text-xs text-muted">
            {formatDateTime(event.createdAt)}
          </time>
          <span className="block text-stone-100">{event.message}</span>
          <span className="block text-xs break-all text-stone-300">by {event.actor}</span>
        </li>
      ))}
    </ol>
  );
}
