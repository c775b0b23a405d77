import type { Dispatch, SetStateAction } from 'react';
import { showToast } from '#web/lib/toast.ts';
import { useRepaintAllStyles } from '../api/repaint-all-styles.ts';
import { useResetCutOut } from '../api/reset-cut-out.ts';
import { useSaveCutOut } from '../api/save-cut-out.ts';
import { NO_CLICKS, type ClickPrompt, type CutOutState } from '../cut-out/click-prompt.ts';
import { recordEdit, type EditHistory } from '../cut-out/edit-history.ts';
import { maskToPng } from '../cut-out/mask-files.ts';

type EditedSubject = { width: number; height: number; corrected: boolean };

type CutOutEdits = {
  /** The mask the editor opened with: the stored cut-out. */
  loadedMask: Uint8Array;
  history: EditHistory<CutOutState>;
  setHistory: Dispatch<SetStateAction<EditHistory<CutOutState>>>;
  setError: (error: string | null) => void;
  onSaved: (saved: { maskUrl: string; clicks: ClickPrompt }) => void;
};

/** Saving the edited cut-out, going back to the automatic one, and repainting every style with it (saved first). */
export function useCutOutSaving(renderId: string, subject: EditedSubject, edits: CutOutEdits) {
  const { loadedMask, history, setHistory, setError, onSaved } = edits;
  const save = useSaveCutOut(renderId);
  const reset = useResetCutOut(renderId);
  const repaint = useRepaintAllStyles(renderId);
  const { present } = history;
  const changed = present.mask !== loadedMask;
  const busy = save.isPending || reset.isPending || repaint.isPending;

  async function saveEdits(): Promise<boolean> {
    if (!changed) return true;
    try {
      const { subject: stored } = await save.mutateAsync(await maskToPng(present.mask, subject.width, subject.height));
      if (stored.maskUrl) onSaved({ maskUrl: stored.maskUrl, clicks: present.clicks });
      return true;
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'Could not save the cut-out.');
      return false;
    }
  }

  async function handleSave() {
    setError(null);
    if (await saveEdits()) showToast('Cut-out saved: every new draft uses it.');
  }

  function handleReset() {
    setError(null);
    setHistory(recordEdit(history, { mask: loadedMask, clicks: NO_CLICKS }));
    if (subject.corrected) reset.mutate(undefined, { onError: (cause) => setError(cause.message || 'Could not reset the cut-out.') });
  }

  async function handleRepaint() {
    setError(null);
    if (!(await saveEdits())) return;
    repaint.mutate(undefined, {
      onSuccess: ({ drafts }) => showToast(`Painting ${drafts.length} drafts with this cut-out.`, 'info'),
      onError: (cause) => setError(cause.message || 'Could not start the drafts.'),
    });
  }

  return {
    changed,
    busy,
    saving: save.isPending,
    repainting: repaint.isPending,
    handleSave,
    handleReset,
    handleRepaint,
  };
}

export type CutOutSaving = ReturnType<typeof useCutOutSaving>;
