/** Undo and redo over whole states: each finished stroke or lasso is one step. */
export type EditHistory<State> = { past: State[]; present: State; future: State[] };

/** Steps kept for undo: each is a whole mask (under a megabyte at analysis size). */
export const UNDO_LIMIT = 30;

export function startHistory<State>(present: State): EditHistory<State> {
  return { past: [], present, future: [] };
}

export function recordEdit<State>(history: EditHistory<State>, next: State, limit = UNDO_LIMIT): EditHistory<State> {
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

export function undo<State>(history: EditHistory<State>): EditHistory<State> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<State>(history: EditHistory<State>): EditHistory<State> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
