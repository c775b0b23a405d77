import { useId } from 'react';
import { queueAttention } from '@store/shared/queue-badges';
import type { AdminQueueItem } from '@store/shared/renders';
import { RenderRequestFacts } from '#web/components/render-request-facts.tsx';
import { presentResults } from '../queue-display.ts';
import { QueueThumbnail } from './queue-thumbnail.tsx';
import { RenderActions } from './render-actions.tsx';
import { RenderStatus } from './render-status.tsx';
import { RequestBadges } from './request-badges.tsx';

/** The queue on phones: one card per render with the same facts and actions as a table row. */
export function QueueCards({ renders, now }: { renders: AdminQueueItem[]; now: number }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Render queue">
      {renders.map((render) => (
        <li key={render.id}>
          <QueueCard render={render} now={now} />
        </li>
      ))}
    </ul>
  );
}

function QueueCard({ render, now }: { render: AdminQueueItem; now: number }) {
  const titleId = useId();
  const result = presentResults(render)[0]?.links;
  const overdue = queueAttention(render, now).includes('over-target');
  return (
    <article
      aria-labelledby={titleId}
      data-testid="queue-item"
      data-render-id={render.id}
      data-overdue={overdue || undefined}
      className={`flex flex-col gap-4 rounded-2xl border bg-panel p-4 ${overdue ? 'border-red-500/60' : 'border-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-stone-100">
            {render.customerName}
          </h2>
          <p className="text-xs break-all text-stone-300">{render.customerEmail}</p>
        </div>
        <RenderStatus render={render} now={now} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">Original</span>
          <QueueThumbnail
            size="lg"
            src={render.originalPreviewUrl}
            href={render.originalUrl}
            alt={`Original photo from ${render.customerName}`}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">Render</span>
          <QueueThumbnail
            size="lg"
            emptyLabel="Not yet"
            src={result?.preview}
            href={result?.full ?? result?.preview}
            alt={`${render.style} render for ${render.customerName}`}
          />
        </div>
      </div>
      <RequestBadges render={render} />
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <RenderRequestFacts render={render} />
      </dl>
      <RenderActions render={render} />
    </article>
  );
}
