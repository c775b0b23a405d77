import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ASPECT_RATIO_INFO, type AspectRatio } from '@store/shared/catalog';
import type { Box } from '@store/shared/photo-check';
import { MIN_CROP_SCALE, cropScale, largestCrop, moveCrop, scaleCrop, type Crop } from '@store/shared/ratio-crops';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useSaveCrop } from '../api/save-crop.ts';

type Size = { width: number; height: number };

type CropEditorProps = {
  renderId: string;
  versionId: string;
  ratio: AspectRatio;
  image: Size;
  imageUrl: string;
  subject: Box | null;
  initial: Crop;
  onClose: () => void;
};

type Drag = { mode: 'move' | 'scale'; x: number; y: number; start: Crop };

/** Arrow keys move the crop this share of the image; with Shift, ten times as far. */
const KEY_STEP = 0.01;

function percent(value: number, of: number): string {
  return `${(value / of) * 100}%`;
}

/**
 * Staff move one ratio's crop over the finished image (drag it, or arrow keys) and scale it
 * (drag its corner, or the slider), then save it; the server makes that ratio again. The bike's
 * box is outlined so the wheels stay in. Pointer events, so mouse, pen and touch work alike.
 */
export function CropEditor({ renderId, versionId, ratio, image, imageUrl, subject, initial, onClose }: CropEditorProps) {
  const [crop, setCrop] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const save = useSaveCrop(renderId);
  const sliderId = useId();
  const label = ASPECT_RATIO_INFO[ratio].label;
  const scalePercent = Math.round(cropScale(image, crop, ratio) * 100);

  function imagePixelsPerScreenPixel(): number {
    const width = frame.current?.getBoundingClientRect().width ?? image.width;
    return image.width / Math.max(1, width);
  }

  function startDrag(mode: Drag['mode'], event: PointerEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: crop };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current) return;
    const scale = imagePixelsPerScreenPixel();
    const dx = (event.clientX - current.x) * scale;
    const dy = (event.clientY - current.y) * scale;
    if (current.mode === 'move') {
      setCrop(moveCrop(image, current.start, dx, dy));
      return;
    }
    // The corner moves as far as the pointer goes: the crop grows twice that about its centre.
    const grown = current.start.width + 2 * Math.max(dx, (dy * current.start.width) / current.start.height);
    setCrop(scaleCrop(image, current.start, ratio, grown / largestCrop(image, ratio).width));
  }

  function endDrag() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = image.width * KEY_STEP * (event.shiftKey ? 10 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop(moveCrop(image, crop, move[0], move[1]));
  }

  function send(chosen: Crop | null) {
    setError(null);
    save.mutate(
      { versionId, ratio, crop: chosen },
      { onSuccess: onClose, onError: (cause) => setError(cause.message || 'Could not save the crop.') },
    );
  }

  return (
    <section
      aria-label={`Adjust the ${label} crop`}
      data-testid="crop-editor"
      className="flex flex-col gap-4 rounded-xl border border-line bg-stone-950/40 p-3 sm:p-4"
    >
      <h4 className="font-semibold text-stone-100">Adjust the {label} crop</h4>
      <p className="text-sm text-stone-300">
        Drag the frame to move it, drag its corner or use the slider to scale it.{subject && ' The dashed box is the bike.'}
      </p>
      <div
        ref={frame}
        className="relative mx-auto w-full max-w-3xl touch-none overflow-hidden rounded-lg select-none"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img src={imageUrl} alt={`The finished image of this version, to crop as ${label}`} className="size-full" draggable={false} />
        <DimOutside crop={crop} image={image} />
        {subject && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-dashed border-sky-300/80"
            style={{
              left: `${subject.x * 100}%`,
              top: `${subject.y * 100}%`,
              width: `${subject.width * 100}%`,
              height: `${subject.height * 100}%`,
            }}
          />
        )}
        <div
          role="slider"
          tabIndex={0}
          aria-label={`${label} crop position`}
          aria-valuetext={`${crop.left}, ${crop.top} px; ${crop.width} × ${crop.height} px`}
          aria-valuenow={crop.left}
          aria-valuemin={0}
          aria-valuemax={image.width - crop.width}
          data-testid="crop-frame"
          onPointerDown={(event) => startDrag('move', event)}
          onKeyDown={onKeyDown}
          className="absolute cursor-move border-2 border-accent outline-none focus-visible:border-white"
          style={{
            left: percent(crop.left, image.width),
            top: percent(crop.top, image.height),
            width: percent(crop.width, image.width),
            height: percent(crop.height, image.height),
          }}
        >
          <span
            aria-hidden="true"
            data-testid="crop-corner"
            onPointerDown={(event) => startDrag('scale', event)}
            className="absolute right-0 bottom-0 size-8 cursor-nwse-resize rounded-tl-lg border-t-2 border-l-2 border-ink bg-accent sm:size-5"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sliderId} className="text-sm font-semibold text-stone-200">
          Size
        </label>
        <input
          id={sliderId}
          type="range"
          min={Math.round(MIN_CROP_SCALE * 100)}
          max={100}
          value={scalePercent}
          onChange={(event) => setCrop(scaleCrop(image, crop, ratio, Number(event.target.value) / 100))}
          className="min-w-40 flex-1 accent-amber-400"
        />
        <output htmlFor={sliderId} className="text-sm whitespace-nowrap text-stone-300 tabular-nums">
          {scalePercent}% · {crop.width} × {crop.height}
        </output>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send(crop)} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save crop'}
        </Button>
        <Button variant="secondary" onClick={() => send(null)} disabled={save.isPending}>
          Reset to the bike
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
    </section>
  );
}

/** Dims what lies outside the crop: the part of the image the customer will not get. */
function DimOutside({ crop, image }: { crop: Crop; image: Size }) {
  const left = percent(crop.left, image.width);
  const top = percent(crop.top, image.height);
  const right = percent(image.width - crop.left - crop.width, image.width);
  const bottom = percent(image.height - crop.top - crop.height, image.height);
  const height = percent(crop.height, image.height);
  const strips = [
    { left: 0, right: 0, top: 0, height: top },
    { left: 0, right: 0, bottom: 0, height: bottom },
    { left: 0, top, height, width: left },
    { right: 0, top, height, width: right },
  ];
  return (
    <>
      {strips.map((strip, index) => (
        <div key={index} aria-hidden="true" className="pointer-events-none absolute bg-black/60" style={strip} />
      ))}
    </>
  );
}
