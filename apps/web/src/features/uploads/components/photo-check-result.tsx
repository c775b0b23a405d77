import { useId } from 'react';
import type { PhotoFinding } from '@store/shared/photo-check';
import type { PhotoVerdict } from '../photo-check-display.ts';

type PhotoCheckResultProps = {
  verdict: PhotoVerdict;
  /** The server refused the photo for warnings the page had not shown (its own check could not run). */
  serverWarned: boolean;
  acceptWarnings: boolean;
  onAcceptWarnings: (accepted: boolean) => void;
  disabled: boolean;
};

function FindingList({ findings, tone }: { findings: PhotoFinding[]; tone: 'block' | 'warn' }) {
  const colours = tone === 'block' ? 'border-red-500/40 bg-red-500/10 text-red-100' : 'border-amber-500/40 bg-amber-500/10 text-amber-100';
  return (
    <ul className="flex flex-col gap-2">
      {findings.map((finding) => (
        <li
          key={finding.code}
          className={`rounded-lg border px-4 py-3 text-sm ${colours}`}
          data-testid="photo-finding"
          data-severity={finding.severity}
        >
          <p className="font-semibold">{finding.title}</p>
          <p className="mt-1 opacity-90">{finding.advice}</p>
        </li>
      ))}
    </ul>
  );
}

function SubmitAnyway({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-700 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-amber-500"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold text-stone-100">
          Submit anyway
        </label>
        <p id={hintId} className="text-stone-300">
          I have read the notes and want to send this photo as it is.
        </p>
      </div>
    </div>
  );
}

/** What the photo check found on the picked photo, announced as it arrives: blocking findings, warnings to accept, or a clean bill. */
export function PhotoCheckResult({ verdict, serverWarned, acceptWarnings, onAcceptWarnings, disabled }: PhotoCheckResultProps) {
  return (
    // Stays in the page while empty, so screen readers announce what arrives; the negative margins sit it close under the photo and cancel the form's gap while empty.
    <div aria-live="polite" data-testid="photo-check" data-state={verdict.kind} className="-mt-3 flex flex-col gap-3 empty:-mt-6">
      {verdict.kind === 'checking' && (
        <p className="flex items-center gap-2 text-sm text-stone-300">
          <span className="size-4 rounded-full border-2 border-stone-700 border-t-accent motion-safe:animate-spin" aria-hidden="true" />
          Checking your photo...
        </p>
      )}
      {verdict.kind === 'good' && (
        <p className="text-sm font-medium text-emerald-300">Looks good: this photo should make a great render.</p>
      )}
      {verdict.kind === 'unchecked' && (
        <p className="text-sm text-muted">We could not check this photo automatically. You can still submit it.</p>
      )}
      {verdict.kind === 'blocked' && (
        <>
          <FindingList findings={verdict.blocking} tone="block" />
          <p className="text-sm text-red-200">Please choose another photo.</p>
        </>
      )}
      {verdict.kind === 'warnings' && <FindingList findings={verdict.warnings} tone="warn" />}
      {(verdict.kind === 'warnings' || (serverWarned && verdict.kind === 'unchecked')) && (
        <SubmitAnyway checked={acceptWarnings} onChange={onAcceptWarnings} disabled={disabled} />
      )}
    </div>
  );
}
