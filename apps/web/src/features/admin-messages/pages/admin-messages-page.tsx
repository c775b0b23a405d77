import { Navigate, useSearchParams } from 'react-router';
import { INBOX_FILTERS, type InboxFilter } from '@store/shared/contact-inbox';
import { Button } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useMessages } from '../api/get-messages.ts';
import { MessageCard } from '../components/message-card.tsx';

const FILTER_LABELS: Record<InboxFilter, string> = { unhandled: 'Unhandled', all: 'All' };

function parseFilter(value: string | null): InboxFilter {
  return INBOX_FILTERS.find((filter) => filter === value) ?? 'unhandled';
}

/** /admin/messages: the contact form's inbox, newest first. */
export default function AdminMessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseFilter(searchParams.get('filter'));
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const messages = useMessages({ filter, page });

  if (messages.error instanceof ApiError && messages.error.status === 401)
    return <Navigate to={loginWithReturnTo(routes.adminMessages.href())} replace />;
  if (messages.error instanceof ApiError && messages.error.status === 403) return <Navigate to={routes.dashboard.href()} replace />;

  const data = messages.data;
  const show = (change: { filter?: InboxFilter; page?: number }) => {
    const next = { filter, page: 1, ...change };
    setSearchParams(next.page > 1 ? { filter: next.filter, page: String(next.page) } : { filter: next.filter });
  };

  return (
    <>
      <PageMeta title="Messages" />
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-display text-3xl font-semibold tracking-wide">Messages</h1>
          {data && <p className="text-sm text-stone-300">{data.unhandledCount} unhandled</p>}
        </div>
        <div role="group" aria-label="Show" className="flex gap-2">
          {INBOX_FILTERS.map((option) => (
            <Button
              key={option}
              variant={option === filter ? 'primary' : 'secondary'}
              aria-pressed={option === filter}
              className="px-4 py-2 text-sm"
              onClick={() => show({ filter: option })}
            >
              {FILTER_LABELS[option]}
            </Button>
          ))}
        </div>
        {messages.isPending && (
          <p role="status" className="text-stone-300">
            Loading messages...
          </p>
        )}
        {messages.isError && !(messages.error instanceof ApiError && messages.error.status < 500) && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-200">
            <p>Could not load the messages.</p>
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void messages.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {data && data.messages.length === 0 && (
          <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">
            {filter === 'unhandled' ? 'No unhandled messages.' : 'No messages yet.'}
          </p>
        )}
        {data && data.messages.length > 0 && (
          <ul className="flex flex-col gap-4">
            {data.messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        )}
        {data && (page > 1 || data.hasMore) && (
          <nav aria-label="Pages" className="flex items-center gap-3">
            <Button variant="secondary" className="px-4 py-2 text-sm" disabled={page === 1} onClick={() => show({ page: page - 1 })}>
              Newer
            </Button>
            <span className="text-sm text-stone-300">Page {page}</span>
            <Button variant="secondary" className="px-4 py-2 text-sm" disabled={!data.hasMore} onClick={() => show({ page: page + 1 })}>
              Older
            </Button>
          </nav>
        )}
      </div>
    </>
  );
}
