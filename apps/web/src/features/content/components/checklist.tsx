import type { ReactNode } from 'react';

export type ChecklistTone = 'avoid' | 'do' | 'note';

export type ChecklistEntry = {
  title: string;
  detail: ReactNode;
};

const toneIcons: Record<ChecklistTone, { path: string; className: string }> = {
  avoid: { path: 'M7 7l10 10M17 7L7 17', className: 'bg-rose-500/15 text-rose-300' },
  do: { path: 'M5 12.5l4.5 4.5L19 7.5', className: 'bg-emerald-500/15 text-emerald-300' },
  note: { path: 'M12 11v6M12 7.5v.01', className: 'bg-accent/15 text-accent' },
};

/** Cards of photo advice, each marked with an icon for its kind (avoid, do, note); the section heading names the kind for screen readers. */
export function Checklist({ tone, entries }: { tone: ChecklistTone; entries: readonly ChecklistEntry[] }) {
  const icon = toneIcons[tone];
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.title} className="flex gap-3 rounded-xl border border-line bg-panel p-4">
          <span className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${icon.className}`}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-4"
            >
              <path d={icon.path} />
            </svg>
          </span>
          <div>
            <p className="font-medium text-stone-100">{entry.title}</p>
            <p className="mt-1 text-sm leading-6 text-stone-300">{entry.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
