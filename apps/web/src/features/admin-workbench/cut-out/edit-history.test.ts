import { describe, expect, it } from 'vitest';
import { recordEdit, redo, startHistory, undo } from './edit-history.ts';

describe('edit history', () => {
  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let history = recordEdit(recordEdit(startHistory('a'), 'b'), 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = recordEdit(history, 'd');
    expect(history).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
    expect(redo(history)).toBe(history);
  });

  it('keeps only the last steps', () => {
    let history = startHistory(0);
    for (let step = 1; step <= 5; step += 1) history = recordEdit(history, step, 3);
    expect(history.past).toEqual([2, 3, 4]);
  });
});
