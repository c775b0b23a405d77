import { useId, useState } from 'react';
import { ASPECT_RATIO_INFO, type AspectRatio } from '@store/shared/catalog';
import type { Box } from '@store/shared/photo-check';
import { MIN_CROP_SCALE, cropScale, scaleCrop, type Crop } from '@store/shared/ratio-crops';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useSaveCrop } from '../api/save-crop.ts';
import { useCropDrag } from '../hooks/use-crop-drag.ts';

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

function percent(value: number, of: number): string {
  return `${(value / of) * 100}%`;
}

/**
 * Staff move one ratio's crop over the finished image (drag it, or arrow keys) and scale it
 * (drag its corner, or the slider), then save it; the server makes that ratio again. The bike's
 * box is outlined so the wheels stay in.
 */
export function CropEditor({ renderId, versionId, ratio, image, imageUrl, subject, initial, onClose }: CropEditorProps) {
  const [crop, setCrop] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { frame, startDrag, onPointerMove, endDrag, onKeyDown } = useCropDrag(image, ratio, crop, setCrop);
  const save = useSaveCrop(renderId);
  const label = ASPECT_RATIO_INFO[ratio].label;

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
        {subject && <SubjectOutline subject={subject} />}
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
      <CropSizeSlider image={image} ratio={ratio} crop={crop} onChange={setCrop} />
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

/** The crop's size as a share of the largest crop of its ratio, for those who would rather not drag the corner. */
function CropSizeSlider({ image, ratio, crop, onChange }: { image: Size; ratio: AspectRatio; crop: Crop; onChange: (crop: Crop) => void }) {
  const sliderId = useId();
  const scalePercent = Math.round(cropScale(image, crop, ratio) * 100);
  return (
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
        onChange={(event) => onChange(scaleCrop(image, crop, ratio, Number(event.target.value) / 100))}
        className="min-w-40 flex-1 accent-amber-400"
      />
      <output htmlFor={sliderId} className="text-sm whitespace-nowrap text-stone-300 tabular-nums">
        {scalePercent}% · {crop.width} × {crop.height}
      </output>
    </div>
  );
}

/** The bike's box, dashed, so the wheels stay inside the crop. */
function SubjectOutline({ subject }: { subject: Box }) {
  return (
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
