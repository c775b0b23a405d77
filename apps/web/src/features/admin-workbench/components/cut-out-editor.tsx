import { useState, type KeyboardEvent } from 'react';
import type { Subject } from '@store/shared/subject';
import { buttonClasses } from '#web/components/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRepaintAllStyles } from '../api/repaint-all-styles.ts';
import { useResetCutOut } from '../api/reset-cut-out.ts';
import { useSaveCutOut } from '../api/save-cut-out.ts';
import { recordEdit, redo, startHistory, undo, type EditHistory } from '../cut-out/edit-history.ts';
import { maskToPng } from '../cut-out/mask-files.ts';
import { useCutOutPixels, type CutOutPixels } from '../hooks/use-cut-out-pixels.ts';
import { CutOutCanvas } from './cut-out-canvas.tsx';
import { CutOutToolbar, BRUSH_SIZES, type ToolSettings } from './cut-out-toolbar.tsx';

const SMALL = 'px-3 py-1.5 text-sm';
const FIRST_SETTINGS: ToolSettings = { tool: 'brush', mode: 'add', radius: 16, snap: true, view: 'overlay' };

type ReadySubject = Subject & { maskUrl: string; width: number; height: number };

export function isEditable(subject: Subject): subject is ReadySubject {
  return subject.status === 'ready' && subject.maskUrl !== null && subject.width !== null && subject.height !== null;
}

/** The cut-out editor: loads the photo and the mask, then lets staff paint, save and repaint every style. */
export function CutOutEditor({ renderId, subject, photoUrl }: { renderId: string; subject: ReadySubject; photoUrl: string }) {
  const loading = useCutOutPixels(photoUrl, subject.maskUrl, subject.width, subject.height);
  if (loading.state === 'failed') return <p className="text-sm text-red-300">Could not load the photo or its cut-out.</p>;
  if (loading.state === 'loading')
    return (
      <p role="status" className="text-sm text-stone-300">
        Loading the cut-out...
      </p>
    );
  return <MaskEditor key={subject.maskUrl} renderId={renderId} subject={subject} pixels={loading.pixels} />;
}

function MaskEditor({ renderId, subject, pixels }: { renderId: string; subject: ReadySubject; pixels: CutOutPixels }) {
  const [history, setHistory] = useState<EditHistory<Uint8Array>>(() => startHistory(pixels.mask));
  const [settings, setSettings] = useState(FIRST_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCutOut(renderId);
  const reset = useResetCutOut(renderId);
  const repaint = useRepaintAllStyles(renderId);
  const changed = history.present !== pixels.mask;
  const busy = save.isPending || reset.isPending || repaint.isPending;

  async function saveEdits(): Promise<boolean> {
    if (!changed) return true;
    try {
      await save.mutateAsync(await maskToPng(history.present, subject.width, subject.height));
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
    setHistory(recordEdit(history, pixels.mask));
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

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === 'z') setHistory(event.shiftKey ? redo(history) : undo(history));
    else if (command && key === 'y') setHistory(redo(history));
    else if (event.key === '[' || event.key === ']') {
      const radius = settings.radius + (event.key === ']' ? 2 : -2);
      setSettings({ ...settings, radius: Math.min(BRUSH_SIZES.max, Math.max(BRUSH_SIZES.min, radius)) });
    } else return;
    event.preventDefault();
  }

  return (
    <div className="flex flex-col gap-3" onKeyDown={handleKeyDown} data-testid="cut-out-editor" data-changed={changed}>
      <CutOutToolbar
        settings={settings}
        onChange={setSettings}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onUndo={() => setHistory(undo(history))}
        onRedo={() => setHistory(redo(history))}
      />
      <CutOutCanvas
        pixels={pixels}
        mask={history.present}
        {...settings}
        bikes={subject.bikes.map((bike) => bike.box)}
        chosenBike={subject.bike}
        disabled={busy}
        label={`The photo with its cut-out ${settings.view === 'overlay' ? 'tinted' : 'alone on a checkerboard'}; paint with the ${settings.tool} to ${settings.mode === 'add' ? 'add to' : 'remove from'} it`}
        onEdit={(mask) => setHistory(recordEdit(history, mask))}
      />
      <p className="text-sm text-stone-300" role="status" data-testid="cut-out-state">
        {changed ? 'Unsaved changes.' : subject.corrected ? 'Corrected by hand: new drafts use this cut-out.' : 'The automatic cut-out.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void handleSave()} disabled={!changed || busy} className={buttonClasses('secondary', SMALL)}>
          {save.isPending ? 'Saving...' : 'Save cut-out'}
        </button>
        <button
          type="button"
          onClick={handleReset}
          disabled={(!changed && !subject.corrected) || busy}
          className={buttonClasses('secondary', SMALL)}
        >
          {subject.corrected ? 'Back to the automatic cut-out' : 'Discard changes'}
        </button>
        <button type="button" onClick={() => void handleRepaint()} disabled={busy} className={buttonClasses('primary', SMALL)}>
          {repaint.isPending ? 'Starting...' : 'Repaint all styles with this cut-out'}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
