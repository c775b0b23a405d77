import type { PhotoFinding } from '@store/shared/photo-check';

const TONES: Record<PhotoFinding['severity'], string> = {
  block: 'border-red-500/40 bg-red-500/10 text-red-100',
  warn: 'border-amber-500/40 bg-amber-500/10 text-amber-100',
  note: 'border-stone-400/40 bg-stone-400/10 text-stone-100',
};

/** What the photo check found when the customer uploaded: the warnings in the words the customer read, then the notes for staff alone. */
export function PhotoFindings({ findings }: { findings: readonly PhotoFinding[] }) {
  if (findings.length === 0) return <p className="text-sm text-stone-300">No photo warnings.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Photo check findings">
      {findings.map((finding) => (
        <li key={finding.code} className={`rounded-lg border px-3 py-2 text-sm ${TONES[finding.severity]}`}>
          {finding.severity === 'note' && (
            <p className="text-xs font-semibold tracking-wide uppercase opacity-75">Staff note, not shown to the customer</p>
          )}
          <p className="font-semibold">{finding.title}</p>
          <p className="mt-0.5 opacity-90">{finding.advice}</p>
        </li>
      ))}
    </ul>
  );
}
