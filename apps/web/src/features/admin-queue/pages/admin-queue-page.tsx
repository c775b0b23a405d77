import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { QUEUE_ATTENTION_LABELS } from '@store/shared/queue-badges';
import type { Style } from '@store/shared/styles';
import { Button } from '#web/components/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useAdminQueue } from '../api/get-admin-queue.ts';
import { Pagination } from '../components/pagination.tsx';
import { PaintingQueueLine } from '../components/painting-queue-line.tsx';
import { QueueCards } from '../components/queue-cards.tsx';
import { QueueControls, STATUS_LABELS } from '../components/queue-controls.tsx';
import { QueueTable } from '../components/queue-table.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useNow } from '#web/lib/use-now.ts';
import { parseQueueParams, queueSearchParams, type AdminSort, type AdminStatusFilter, type QueueParams } from '../queue-params.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

/** Waiting times are shown to the minute. */
const CLOCK_TICK_MS = 30_000;
/** Tailwind's md breakpoint: the table from here up, cards below. */
const WIDE_SCREEN = '(min-width: 48rem)';

export default function AdminQueuePage() {
  return (
    <>
      <PageMeta title="Render queue" />
      <>
        <h1 className="mb-6 font-display text-3xl font-semibold tracking-wide">Render Queue</h1>
        <RenderQueue />
      </>
    </>
  );
}

function RenderQueue() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseQueueParams(searchParams);
  const queue = useAdminQueue(params);
  const wide = useMediaQuery(WIDE_SCREEN);
  const now = useNow(CLOCK_TICK_MS);

  const data = queue.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // Deleting the last render of the last page leaves an empty page behind: step back to the new last one.
  const lastPageOverrun =
    !queue.isPlaceholderData && data !== undefined && data.items.length === 0 && data.total > 0 && params.page > totalPages;
  useEffect(() => {
    if (lastPageOverrun) setSearchParams(queueSearchParams({ ...params, page: totalPages }), { replace: true });
  }, [lastPageOverrun, params, totalPages, setSearchParams]);

  function show(next: QueueParams) {
    setSearchParams(queueSearchParams(next));
  }

  const refusal = queue.error instanceof ApiError ? queue.error.status : null;
  if (refusal === 401) return <Navigate to={loginWithReturnTo(routes.admin.href() + location.search)} replace />;
  if (refusal === 403) return <Navigate to={routes.dashboard.href()} replace />;

  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + Math.max(0, data.items.length - 1) : 0;
  const viewLabel = STATUS_LABELS[params.status];
  const attentionLabel = params.attention ? `, ${QUEUE_ATTENTION_LABELS[params.attention]}` : '';
  const caption = `Render requests, ${viewLabel}${params.style ? `, ${params.style}` : ''}${attentionLabel}, page ${params.page} of ${totalPages}`;

  return (
    <div className="flex flex-col gap-6">
      <QueueControls
        params={params}
        onStatus={(status: AdminStatusFilter) => show({ ...params, status, page: 1 })}
        onSort={(sort: AdminSort) => show({ ...params, sort, page: 1 })}
        onStyle={(style: Style | null) => show({ ...params, style, page: 1 })}
        onAttention={(attention) => show({ ...params, attention, page: 1 })}
      />

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-live="polite">
        <p data-testid="queue-total" className="text-stone-200">
          {data ? (
            <>
              <span className="font-semibold text-stone-100">{data.total}</span> {data.total === 1 ? 'render' : 'renders'}
              {data.total > 0 && (
                <span className="text-stone-300">
                  {' '}
                  · showing {first}–{last}
                </span>
              )}
            </>
          ) : null}
        </p>
        {queue.isFetching && data && <p className="text-stone-300">Updating...</p>}
        <PaintingQueueLine />
      </div>

      {queue.isError && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-panel px-4 py-3 text-sm text-stone-200">
          <p>Could not load the queue.</p>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void queue.refetch()}>
            Retry
          </Button>
        </div>
      )}

      <div aria-busy={queue.isFetching}>
        {queue.isPending && !queue.isError && (
          <p role="status" className="text-stone-300">
            Loading...
          </p>
        )}
        {data && data.items.length === 0 && !lastPageOverrun && (
          <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">
            {params.status === 'deleted' ? 'The Recycle Bin is empty.' : 'No renders match these filters.'}
          </p>
        )}
        {data &&
          data.items.length > 0 &&
          (wide ? <QueueTable renders={data.items} now={now} caption={caption} /> : <QueueCards renders={data.items} now={now} />)}
      </div>

      <Pagination page={params.page} totalPages={totalPages} onChange={(page) => show({ ...params, page })} />
    </div>
  );
}
