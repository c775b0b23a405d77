import type { RenderVersion } from '@store/shared/production';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { VERSION_SOURCE_LABELS } from '../workbench-display.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

/** Versions before the one on show: number, where it came from, whether and when it was published, and its source image. */
export function EarlierVersions({ versions }: { versions: readonly RenderVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">Earlier versions</h3>
      <ul className="divide-y divide-line rounded-xl border border-line" data-testid="earlier-versions">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
            <span className="font-semibold text-stone-100">Version {version.number}</span>
            <span className="text-stone-300">{VERSION_SOURCE_LABELS[version.source]}</span>
            <JobStatusBadge status={version.status} />
            <span className="text-stone-300">
              {version.publishedAt ? (
                <>
                  Published <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time>
                </>
              ) : (
                'Not published'
              )}
            </span>
            {version.error && <span className="text-red-300">{version.error}</span>}
            <a
              href={version.sourceUrl}
              target="_blank"
              rel="noopener"
              className="ml-auto font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
            >
              Source image<span className="sr-only"> of version {version.number} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
