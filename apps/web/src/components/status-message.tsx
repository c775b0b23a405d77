/** A result line under a form: announced to screen readers, coloured by outcome. */
export function StatusMessage({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  const colours =
    tone === 'success' ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200' : 'border-red-500/40 bg-red-500/10 text-red-200';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </p>
  );
}
