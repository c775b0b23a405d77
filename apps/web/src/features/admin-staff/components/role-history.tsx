import { ROLE_LABELS } from '@store/shared/roles';
import type { RoleChange } from '@store/shared/staff-schemas';
import { formatDateTime } from '#web/lib/format-date-time.ts';

/** Every role change, newest first: whose, from what to what, by whom and when. */
export function RoleHistory({ changes }: { changes: RoleChange[] }) {
  if (changes.length === 0) return <p className="text-stone-300">No role has changed yet.</p>;
  return (
    <ol className="divide-y divide-line rounded-xl border border-line bg-panel text-sm" aria-label="Role changes">
      {changes.map((change) => (
        <li key={change.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="min-w-0 text-stone-200">
            <span className="font-semibold text-stone-100">{change.name || change.email}</span>
            <span className="text-stone-400"> ({change.email})</span>: {ROLE_LABELS[change.from]} → {ROLE_LABELS[change.to]}
          </p>
          <p className="shrink-0 text-stone-400">
            {change.changedBy ? `by ${change.changedBy}` : 'by npm run admin'},{' '}
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
