import { useToasts } from '#web/lib/toast.ts';

const TONES = {
  success: 'border-emerald-500/50 bg-emerald-950 text-emerald-100',
  error: 'border-red-500/50 bg-red-950 text-red-100',
  info: 'border-stone-600 bg-stone-900 text-stone-100',
} as const;

export function Toaster() {
  const toasts = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <p
          key={toast.id}
          role="status"
          className={`pointer-events-auto rounded-lg border px-4 py-3 text-sm font-medium shadow-xl ${TONES[toast.tone]}`}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
