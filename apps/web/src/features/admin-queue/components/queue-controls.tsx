import { QUEUE_ATTENTION_LABELS } from '@store/shared/queue-badges';
import { ADMIN_SORTS, ADMIN_STATUS_FILTERS, QUEUE_ATTENTION, type QueueAttention } from '@store/shared/renders';
import { isStyle, STYLES, type Style } from '@store/shared/styles';
import type { AdminSort, AdminStatusFilter, QueueParams } from '../queue-params.ts';
import { SelectField } from '#web/components/select-field.tsx';

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

const SELECT_WIDTH = 'w-full sm:w-48';

type QueueControlsProps = {
  params: QueueParams;
  onStatus: (status: AdminStatusFilter) => void;
  onSort: (sort: AdminSort) => void;
  onStyle: (style: Style | null) => void;
  onAttention: (attention: QueueAttention | null) => void;
};

/** Status filter buttons, sort, style and what a request needs: the queue's view. */
export function QueueControls({ params, onStatus, onSort, onStyle, onAttention }: QueueControlsProps) {
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
        <SelectField
          label="Sort"
          value={params.sort}
          options={ADMIN_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(value) => {
            const sort = ADMIN_SORTS.find((option) => option === value);
            if (sort) onSort(sort);
          }}
          className={SELECT_WIDTH}
        />
        <SelectField
          label="Style"
          value={params.style ?? ''}
          options={[{ value: '', label: 'All Styles' }, ...STYLES.map((style) => ({ value: style, label: style }))]}
          onChange={(value) => onStyle(isStyle(value) ? value : null)}
          className={SELECT_WIDTH}
        />
        <SelectField
          label="Needs"
          value={params.attention ?? ''}
          options={[
            { value: '', label: 'Anything' },
            ...QUEUE_ATTENTION.map((reason) => ({ value: reason, label: QUEUE_ATTENTION_LABELS[reason] })),
          ]}
          onChange={(value) => onAttention(QUEUE_ATTENTION.find((reason) => reason === value) ?? null)}
          className={SELECT_WIDTH}
        />
      </div>
    </div>
  );
}
