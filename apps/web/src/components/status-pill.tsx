/** A short state beside a name ("Active", "Used up"): green while the thing still works, grey once it does not. */
export function StatusPill({ active, children }: { active: boolean; children: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-500/15 text-emerald-200' : 'bg-stone-700 text-stone-300'}`}
    >
      {children}
    </span>
  );
}
