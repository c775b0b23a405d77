import { queueAttention } from '@store/shared/queue-badges';
import type { AdminQueueItem } from '@store/shared/renders';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { presentResults } from '../queue-display.ts';
import { QueueThumbnail } from './queue-thumbnail.tsx';
import { RenderActions } from './render-actions.tsx';
import { RenderStatus } from './render-status.tsx';
import { RequestBadges } from './request-badges.tsx';

const COLUMNS = ['Name', 'Style', 'Aspect', 'Submitted', 'Original', 'Render', 'Status', 'Actions'] as const;

/** The queue on wide screens: one row per render. */
export function QueueTable({ renders, now, caption }: { renders: AdminQueueItem[]; now: number; caption: string }) {
  return (
    // Scrolls sideways when the window is just past the tablet width; focusable so keyboards can scroll it too.
    <div role="region" aria-label="Render queue table" tabIndex={0} className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[1120px] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-panel text-xs tracking-wider text-muted uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold first:pl-4 last:pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {renders.map((render) => (
            <QueueRow key={render.id} render={render} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueRow({ render, now }: { render: AdminQueueItem; now: number }) {
  const result = presentResults(render)[0]?.links;
  const overdue = queueAttention(render, now).includes('over-target');
  return (
    <tr
      data-testid="queue-item"
      data-render-id={render.id}
      data-overdue={overdue || undefined}
      className={`align-top ${overdue ? 'bg-red-950/30' : ''}`}
    >
      <th scope="row" className="max-w-52 px-3 py-3 pl-4 text-left font-normal">
        <span className="block font-semibold break-words text-stone-100">{render.customerName}</span>
        <span className="block text-xs break-all text-stone-300">{render.customerEmail}</span>
        {render.filename && <span className="mt-1 block truncate text-xs text-muted">{render.filename}</span>}
      </th>
      <td className="px-3 py-3 text-stone-200">{render.style}</td>
      <td className="px-3 py-3 text-stone-200">{render.aspectRatio}</td>
      <td className="px-3 py-3 text-stone-200">
        <time dateTime={render.submittedAt}>{formatDateTime(render.submittedAt)}</time>
      </td>
      <td className="px-3 py-3">
        <QueueThumbnail src={render.originalPreviewUrl} href={render.originalUrl} alt={`Original photo from ${render.customerName}`} />
      </td>
      <td className="px-3 py-3">
        <QueueThumbnail
          emptyLabel="Not yet"
          src={result?.preview}
          href={result?.full ?? result?.preview}
          alt={`${render.style} render for ${render.customerName}`}
        />
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-col gap-2">
          <RenderStatus render={render} now={now} />
          <RequestBadges render={render} />
        </div>
      </td>
      <td className="min-w-[24rem] px-3 py-3 pr-4">
        <RenderActions render={render} />
      </td>
    </tr>
  );
}
