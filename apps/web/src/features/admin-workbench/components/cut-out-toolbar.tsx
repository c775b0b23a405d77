import { useId } from 'react';
import { buttonClasses } from '#web/components/button.tsx';
import type { ClickMode } from '../cut-out/click-prompt.ts';
import type { BrushMode } from '../cut-out/mask-brush.ts';
import type { CutOutView } from '../cut-out/mask-view.ts';
import type { CutOutTool } from './cut-out-canvas.tsx';

export const BRUSH_SIZES = { min: 2, max: 80 } as const;

export type ToolSettings = { tool: CutOutTool; clickMode: ClickMode; mode: BrushMode; radius: number; snap: boolean; view: CutOutView };

const MODEL_TOOLS = [
  { value: 'click', label: 'Click' },
  { value: 'box', label: 'Box' },
] as const;
const HAND_TOOLS = [
  { value: 'brush', label: 'Brush' },
  { value: 'lasso', label: 'Lasso' },
] as const;

const SMALL = 'px-3 py-1.5 text-sm';

function Choice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex overflow-hidden rounded-lg border border-stone-600">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`px-3 py-1.5 text-sm font-semibold transition-colors ${value === option.value ? 'bg-accent text-ink' : 'text-stone-100 hover:text-accent'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Brush size and edge snapping: shown for the hand tools, usable with the brush. */
function BrushOptions({
  settings,
  hidden,
  set,
}: {
  settings: ToolSettings;
  hidden: boolean;
  set: (change: Partial<ToolSettings>) => void;
}) {
  const sizeId = useId();
  const snapId = useId();
  return (
    <>
      <div className={`flex items-center gap-2 ${hidden ? 'hidden' : ''}`}>
        <label htmlFor={sizeId} className="text-sm text-stone-200">
          Brush size
        </label>
        <input
          id={sizeId}
          type="range"
          min={BRUSH_SIZES.min}
          max={BRUSH_SIZES.max}
          value={settings.radius}
          disabled={settings.tool !== 'brush'}
          onChange={(event) => set({ radius: Number(event.target.value) })}
          className="w-28 accent-amber-500"
        />
        <span className="w-8 text-sm text-stone-300 tabular-nums" aria-hidden="true">
          {settings.radius}
        </span>
      </div>
      <div className={`flex items-center gap-2 ${hidden ? 'hidden' : ''}`}>
        <input
          id={snapId}
          type="checkbox"
          checked={settings.snap}
          disabled={settings.tool !== 'brush'}
          onChange={(event) => set({ snap: event.target.checked })}
          className="size-4 accent-amber-500"
        />
        <label htmlFor={snapId} className="text-sm text-stone-200">
          Snap to edges
        </label>
      </div>
    </>
  );
}

type UndoRedoProps = { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };

function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: UndoRedoProps) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        className={buttonClasses('secondary', SMALL)}
      >
        Undo
      </button>
      <button
        type="button"
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        className={buttonClasses('secondary', SMALL)}
      >
        Redo
      </button>
    </div>
  );
}

type CutOutToolbarProps = UndoRedoProps & {
  settings: ToolSettings;
  /** The store answers clicks with its segmentation model. */
  clicksOn: boolean;
  onChange: (settings: ToolSettings) => void;
};

/**
 * The editor's tools: clicks and a box for the model (when the store runs one), include or exclude;
 * brush or lasso, add or remove, brush size, edge snapping; undo and redo, and how the cut-out is shown.
 */
export function CutOutToolbar({ settings, clicksOn, onChange, ...history }: CutOutToolbarProps) {
  const set = (change: Partial<ToolSettings>) => onChange({ ...settings, ...change });
  const byModel = settings.tool === 'click' || settings.tool === 'box';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <Choice
        label="Tool"
        value={settings.tool}
        onChange={(tool) => set({ tool })}
        options={clicksOn ? [...MODEL_TOOLS, ...HAND_TOOLS] : HAND_TOOLS}
      />
      {byModel ? (
        <Choice
          label="Clicks"
          value={settings.clickMode}
          onChange={(clickMode) => set({ clickMode, tool: 'click' })}
          options={[
            { value: 'include', label: 'Include' },
            { value: 'exclude', label: 'Exclude' },
          ]}
        />
      ) : (
        <Choice
          label="Paint"
          value={settings.mode}
          onChange={(mode) => set({ mode })}
          options={[
            { value: 'add', label: 'Add' },
            { value: 'remove', label: 'Remove' },
          ]}
        />
      )}
      <BrushOptions settings={settings} hidden={byModel} set={set} />
      <UndoRedo {...history} />
      <Choice
        label="Show"
        value={settings.view}
        onChange={(view) => set({ view })}
        options={[
          { value: 'overlay', label: 'Over the photo' },
          { value: 'checkerboard', label: 'Cut-out alone' },
        ]}
      />
    </div>
  );
}
