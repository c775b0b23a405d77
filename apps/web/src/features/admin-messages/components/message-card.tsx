import { replyMailto, type InboxMessage } from '@store/shared/contact-inbox';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { useSetHandled } from '../api/set-handled.ts';

/** One contact message: who, when, what, and the two things staff do with it. */
export function MessageCard({ message }: { message: InboxMessage }) {
  const setHandled = useSetHandled();
  const handled = message.handledAt !== null;
  return (
    <article aria-label={`Message from ${message.name}`} className="rounded-2xl border border-line bg-panel p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-stone-100">
          {message.name} <span className="font-normal text-stone-400">&lt;{message.email}&gt;</span>
        </p>
        <p className="text-sm text-stone-400">{formatDateTime(message.createdAt)}</p>
      </header>
      <p className="mt-3 whitespace-pre-line break-words text-stone-200">{message.message}</p>
      <footer className="mt-4 flex flex-wrap items-center gap-3">
        <a href={replyMailto(message)} className={buttonClasses('primary', 'px-4 py-2 text-sm')}>
          Reply
        </a>
        <Button
          variant="secondary"
          className="px-4 py-2 text-sm"
          disabled={setHandled.isPending}
          onClick={() => setHandled.mutate({ id: message.id, handled: !handled })}
        >
          {handled ? 'Mark unhandled' : 'Mark handled'}
        </Button>
        {handled && message.handledAt && (
          <span className="text-sm text-emerald-300">
            Handled{message.handledBy ? ` by ${message.handledBy}` : ''} · {formatDateTime(message.handledAt)}
          </span>
        )}
        {setHandled.isError && (
          <span role="alert" className="text-sm text-red-300">
            Not saved. Please try again.
          </span>
        )}
      </footer>
    </article>
  );
}
