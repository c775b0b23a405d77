import { useId } from 'react';
import { QUEUE_ATTENTION_LABELS } from '@store/shared/queue-badges';
import { ADMIN_SORTS, ADMIN_STATUS_FILTERS, QUEUE_ATTENTION, type QueueAttention } from '@store/shared/renders';
import { isStyle, STYLES, type Style } from '@store/shared/styles';
import type { AdminSort, AdminStatusFilter, QueueParams } from '../queue-params.ts';

export const STATUS_LABELS: Record<AdminStatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  complete: 'Complete',
  deleted: 'Recycle Bin',
};

const SORT_LABELS: Record<AdminSort, string> = {
  newest: 'Newest Submitted',
  oldest: 'Oldest Submitted',
  'name-asc': 'Name A-Z',
  'name-desc': 'Name Z-A',
};

const SELECT =
  'w-full rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none sm:w-48';

type QueueControlsProps = {
  params: QueueParams;
  onStatus: (status: AdminStatusFilter) => void;
  onSort: (sort: AdminSort) => void;
  onStyle: (style: Style | null) => void;
  onAttention: (attention: QueueAttention | null) => void;
};

/** Status filter buttons, sort, style and what a request needs: the queue's view. */
export function QueueControls({ params, onStatus, onSort, onStyle, onAttention }: QueueControlsProps) {
  const sortId = useId();
  const styleId = useId();
  const attentionId = useId();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div
        role="group"
        aria-label="Status"
        className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-panel p-1 sm:inline-flex sm:self-start"
      >
        {ADMIN_STATUS_FILTERS.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={params.status === status}
            onClick={() => onStatus(status)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${params.status === status ? 'bg-accent text-ink' : 'text-stone-200 hover:text-accent'}`}
          >
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={sortId} className="text-sm font-medium text-stone-200">
            Sort
          </label>
          <select
            id={sortId}
            value={params.sort}
            onChange={(event) => {
              const sort = ADMIN_SORTS.find((option) => option === event.target.value);
              if (sort) onSort(sort);
            }}
            className={SELECT}
          >
            {ADMIN_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={styleId} className="text-sm font-medium text-stone-200">
            Style
          </label>
          <select
            id={styleId}
            value={params.style ?? ''}
            onChange={(event) => onStyle(isStyle(event.target.value) ? event.target.value : null)}
            className={SELECT}
          >
            <option value="">All Styles</option>
            {STYLES.map((style) => (
              <option key={style} value={style}>
                {style}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={attentionId} className="text-sm font-medium text-stone-200">
            Needs
          </label>
          <select
            id={attentionId}
            value={params.attention ?? ''}
            onChange={(event) => onAttention(QUEUE_ATTENTION.find((reason) => reason === event.target.value) ?? null)}
            className={SELECT}
          >
            <option value="">Anything</option>
            {QUEUE_ATTENTION.map((reason) => (
              <option key={reason} value={reason}>
                {QUEUE_ATTENTION_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
