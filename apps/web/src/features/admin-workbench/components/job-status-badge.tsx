import type { JobStatus } from '@store/shared/production';
import { JOB_STATUS_LABELS } from '../workbench-display.ts';

const TONES: Record<JobStatus, string> = {
  queued: 'border-stone-600 bg-stone-800 text-stone-200',
  running: 'border-amber-500/50 bg-amber-500/15 text-amber-200',
  ready: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-200',
  failed: 'border-red-500/60 bg-red-500/15 text-red-200',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
