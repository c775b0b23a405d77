import { useEffect, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import type { Subject } from '@store/shared/subject';
import { buttonClasses } from '#web/components/button.tsx';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { segmentCutOut } from '../api/segment-cut-out.ts';
import { hasClicks, includes, NO_CLICKS, type ClickPrompt, type CutOutState } from '../cut-out/click-prompt.ts';
import { recordEdit, redo, startHistory, undo, type EditHistory } from '../cut-out/edit-history.ts';
import { useCutOutClicks } from '../hooks/use-cut-out-clicks.ts';
import { useCutOutPixels, type CutOutPixels } from '../hooks/use-cut-out-pixels.ts';
import { useCutOutSaving, type CutOutSaving } from '../hooks/use-cut-out-saving.ts';
import { CutOutCanvas, type CutOutTool } from './cut-out-canvas.tsx';
import { CutOutToolbar, BRUSH_SIZES, type ToolSettings } from './cut-out-toolbar.tsx';

const SMALL = 'px-3 py-1.5 text-sm';
/** The tool is chosen once the store says whether it answers clicks: Click when it does, else Brush. */
const FIRST_SETTINGS: Omit<ToolSettings, 'tool'> & { tool: CutOutTool | null } = {
  tool: null,
  clickMode: 'include',
  mode: 'add',
  radius: 16,
  snap: true,
  view: 'overlay',
};

const TOOL_HINTS: Record<CutOutTool, string> = {
  click: 'Click what belongs to the bike; Shift-click (or choose Exclude) what does not.',
  box: 'Drag a new box around the bike, with its rider if they stay.',
  brush: 'Paint over what is missing or what is not the bike.',
  lasso: 'Draw round an area to add it or take it away.',
};

function describeCanvas(tool: CutOutTool, settings: ToolSettings): string {
  const shown = settings.view === 'overlay' ? 'tinted' : 'alone on a checkerboard';
  if (tool === 'click') return `The photo with its cut-out ${shown}; click to ${settings.clickMode} a part of the bike`;
  if (tool === 'box') return `The photo with its cut-out ${shown}; drag a box around the bike`;
  return `The photo with its cut-out ${shown}; paint with the ${tool} to ${settings.mode === 'add' ? 'add to' : 'remove from'} it`;
}

type ReadySubject = Subject & { maskUrl: string; width: number; height: number };

export function isEditable(subject: Subject): subject is ReadySubject {
  return subject.status === 'ready' && subject.maskUrl !== null && subject.width !== null && subject.height !== null;
}

/** The cut-out editor: loads the photo and the mask, then lets staff paint, save and repaint every style. */
export function CutOutEditor({ renderId, subject, photoUrl }: { renderId: string; subject: ReadySubject; photoUrl: string }) {
  const loading = useCutOutPixels(photoUrl, subject.maskUrl, subject.width, subject.height);
  /** The clicks behind the cut-out staff last saved, so the next click adds to them rather than starting over. */
  const [saved, setSaved] = useState<{ maskUrl: string; clicks: ClickPrompt } | null>(null);
  /** Kept while the cut-out is saved and loaded again: staff carry on with the tool they chose. */
  const [settings, setSettings] = useState(FIRST_SETTINGS);
  const clicksOn = useSiteSettings()?.cutOutClicks ?? false;
  useEffect(() => {
    // The store starts the model's process on the first question: asked now, while the photo loads, the first click answers at once.
    if (clicksOn) segmentCutOut(renderId, { points: [] }).catch(() => undefined);
  }, [renderId, clicksOn]);
  if (loading.state === 'failed') return <p className="text-sm text-red-300">Could not load the photo or its cut-out.</p>;
  if (loading.state === 'loading')
    return (
      <p role="status" className="text-sm text-stone-300">
        Loading the cut-out...
      </p>
    );
  return (
    <MaskEditor
      key={subject.maskUrl}
      renderId={renderId}
      subject={subject}
      pixels={loading.pixels}
      savedClicks={saved?.maskUrl === subject.maskUrl ? saved.clicks : NO_CLICKS}
      onSaved={setSaved}
      clicksOn={clicksOn}
      settings={{ ...settings, tool: settings.tool ?? (clicksOn ? 'click' : 'brush') }}
      onSettingsChange={setSettings}
    />
  );
}

type MaskEditorProps = {
  renderId: string;
  subject: ReadySubject;
  pixels: CutOutPixels;
  savedClicks: ClickPrompt;
  onSaved: (saved: { maskUrl: string; clicks: ClickPrompt }) => void;
  /** The store answers clicks with its segmentation model. */
  clicksOn: boolean;
  settings: ToolSettings;
  onSettingsChange: (settings: ToolSettings) => void;
};

function MaskEditor({
  renderId,
  subject,
  pixels,
  savedClicks,
  onSaved,
  clicksOn,
  settings,
  onSettingsChange: setSettings,
}: MaskEditorProps) {
  const [history, setHistory] = useState<EditHistory<CutOutState>>(() => startHistory({ mask: pixels.mask, clicks: savedClicks }));
  const [error, setError] = useState<string | null>(null);
  const { present } = history;
  const { asking, clickAt, boxAround } = useCutOutClicks(renderId, subject, { present, setHistory, setError });
  const saving = useCutOutSaving(renderId, subject, { loadedMask: pixels.mask, history, setHistory, setError, onSaved });
  const { changed, busy } = saving;
  const waiting = asking !== null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!waiting) onEditorKey(event, { history, setHistory, settings, setSettings });
  }

  return (
    <div
      className="flex flex-col gap-3"
      onKeyDown={handleKeyDown}
      data-testid="cut-out-editor"
      data-changed={changed}
      data-clicks={present.clicks.points.length}
      aria-busy={waiting}
    >
      <CutOutToolbar
        settings={settings}
        clicksOn={clicksOn}
        onChange={setSettings}
        canUndo={history.past.length > 0 && !waiting}
        canRedo={history.future.length > 0 && !waiting}
        onUndo={() => setHistory(undo(history))}
        onRedo={() => setHistory(redo(history))}
      />
      <p className="text-sm text-stone-300">{TOOL_HINTS[settings.tool]}</p>
      <div className="relative">
        <CutOutCanvas
          pixels={pixels}
          mask={present.mask}
          {...settings}
          bikes={subject.bikes.map((bike) => bike.box)}
          chosenBike={subject.bike}
          clicks={asking ?? present.clicks}
          disabled={busy || waiting}
          dimmed={busy}
          label={describeCanvas(settings.tool, settings)}
          onEdit={(mask) => setHistory(recordEdit(history, { mask, clicks: present.clicks }))}
          onClick={(at, shiftKey) => clickAt(at, includes(settings.clickMode, shiftKey))}
          onBox={boxAround}
        />
        {waiting && <ModelAnswering />}
      </div>
      <p className="text-sm text-stone-300" role="status" data-testid="cut-out-state">
        {cutOutStateText(changed, present.clicks, subject.corrected)}
      </p>
      <CutOutActions saving={saving} corrected={subject.corrected} waiting={waiting} />
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

type EditorKeyTargets = {
  history: EditHistory<CutOutState>;
  setHistory: Dispatch<SetStateAction<EditHistory<CutOutState>>>;
  settings: ToolSettings;
  setSettings: (settings: ToolSettings) => void;
};

/** Ctrl (or Cmd) Z undoes, with Shift or Ctrl Y redoes; [ and ] make the brush smaller or larger. */
function onEditorKey(event: KeyboardEvent<HTMLDivElement>, { history, setHistory, settings, setSettings }: EditorKeyTargets) {
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

/** Said over the canvas while the model answers a click or a box. */
function ModelAnswering() {
  return (
    <p
      role="status"
      data-testid="cut-out-busy"
      className="absolute top-2 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full whitespace-nowrap bg-stone-950/85 px-3 py-1 text-sm text-stone-100 shadow"
    >
      <span aria-hidden="true" className="size-3 rounded-full border-2 border-stone-400 border-t-amber-400 motion-safe:animate-spin" />
      Updating the cut-out...
    </p>
  );
}

function cutOutStateText(changed: boolean, clicks: ClickPrompt, corrected: boolean): string {
  if (changed) return `Unsaved changes${hasClicks(clicks) ? ` (${clickCount(clicks)})` : ''}.`;
  return corrected ? 'Corrected by hand: new drafts use this cut-out.' : 'The automatic cut-out.';
}

function CutOutActions({ saving, corrected, waiting }: { saving: CutOutSaving; corrected: boolean; waiting: boolean }) {
  const { changed, busy } = saving;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => void saving.handleSave()}
        disabled={!changed || busy || waiting}
        className={buttonClasses('secondary', SMALL)}
      >
        {saving.saving ? 'Saving...' : 'Save cut-out'}
      </button>
      <button
        type="button"
        onClick={saving.handleReset}
        disabled={(!changed && !corrected) || busy || waiting}
        className={buttonClasses('secondary', SMALL)}
      >
        {corrected ? 'Back to the automatic cut-out' : 'Discard changes'}
      </button>
      <button
        type="button"
        onClick={() => void saving.handleRepaint()}
        disabled={busy || waiting}
        className={buttonClasses('primary', SMALL)}
      >
        {saving.repainting ? 'Starting...' : 'Repaint all styles with this cut-out'}
      </button>
    </div>
  );
}

function clickCount({ points, box }: ClickPrompt): string {
  const clicks = points.length === 1 ? '1 click' : `${points.length} clicks`;
  if (!box) return clicks;
  return points.length > 0 ? `${clicks} and a new box` : 'a new box';
}
