import type { Render } from '@store/shared/renders';
import { formatDateTime } from '../lib/format-date-time.ts';

/** What a render request is, as staff read it: style, aspect and when it came in; rows of the surrounding <dl>. */
export function RenderRequestFacts({ render }: { render: Pick<Render, 'style' | 'aspectRatio' | 'submittedAt'> }) {
  return (
    <>
      <div>
        <dt className="text-xs text-muted">Style</dt>
        <dd className="text-stone-100">{render.style}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Aspect</dt>
        <dd className="text-stone-100">{render.aspectRatio}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Submitted</dt>
        <dd className="text-stone-100">
          <time dateTime={render.submittedAt}>{formatDateTime(render.submittedAt)}</time>
        </dd>
      </div>
    </>
  );
}
