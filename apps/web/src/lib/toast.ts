import { useSyncExternalStore } from 'react';

/** A short message shown over every page for a few seconds; survives navigation. */
export type Toast = { id: number; message: string; tone: 'success' | 'error' | 'info' };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: Toast['tone'] = 'success', durationMs = 3000): void {
  const toast = { id: nextId++, message, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((existing) => existing.id !== toast.id);
    emit();
  }, durationMs);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
