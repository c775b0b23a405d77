import { ROLE_LABELS, type Role } from '@store/shared/roles';

const TONES: Record<Role, string> = {
  owner: 'border-accent/60 text-accent',
  staff: 'border-sky-400/60 text-sky-300',
  customer: 'border-stone-600 text-stone-300',
};

export function RoleBadge({ role }: { role: Role }) {
  return <span className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[role]}`}>{ROLE_LABELS[role]}</span>;
}
