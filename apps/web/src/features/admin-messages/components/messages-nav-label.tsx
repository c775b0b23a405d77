import { useUnhandledCount } from '../api/get-unhandled-count.ts';

/** "Messages" in the admin bar, with how many still wait for an answer. */
export function MessagesNavLabel({ enabled }: { enabled: boolean }) {
  const unhandled = useUnhandledCount(enabled);
  const count = unhandled.data?.count ?? 0;
  return (
    <>
      Messages
      {count > 0 && (
        <span
          data-testid="unhandled-messages"
          className="ml-1.5 inline-block min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-5 text-ink"
        >
          {count}
          <span className="sr-only"> unhandled</span>
        </span>
      )}
    </>
  );
}
