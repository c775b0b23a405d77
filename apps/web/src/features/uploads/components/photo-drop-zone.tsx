import { useId } from 'react';
import { UploadIcon } from '#web/components/icons.tsx';
import { firstImage, useFileDrop } from '#web/lib/use-file-drop.ts';

export type ChosenPhoto = { file: File; previewUrl: string };

type PhotoDropZoneProps = {
  photo: ChosenPhoto | null;
  disabled: boolean;
  /** An image the customer picked or dropped (the first file of a drop). */
  onChoose: (file: File) => void;
  /** The customer picked or dropped something that is not an image. */
  onReject: () => void;
};

/**
 * The photo picker: a real file input (keyboard and screen reader friendly) whose label is a
 * large drop target, showing a preview and the file name once a photo is chosen.
 */
export function PhotoDropZone({ photo, disabled, onChoose, onReject }: PhotoDropZoneProps) {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const fileNameId = useId();

  function take(files: FileList | null) {
    const file = firstImage(files);
    if (file === 'none') return;
    if (file === 'not-an-image') onReject();
    else onChoose(file);
  }

  const { dragging, dropHandlers } = useFileDrop({ disabled, onFiles: take });

  const zoneState = disabled
    ? 'cursor-not-allowed border-stone-700 opacity-60'
    : dragging
      ? 'cursor-copy border-accent bg-accent/10'
      : 'cursor-pointer border-stone-600 hover:border-accent hover:bg-stone-900';

  return (
    <div className="flex flex-col gap-1.5">
      <label id={titleId} htmlFor={inputId} className="text-sm font-medium text-stone-200">
        Bike photo
      </label>
      <div {...dropHandlers} data-testid="photo-drop-zone" data-dragging={dragging || undefined}>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={disabled}
          aria-labelledby={titleId}
          aria-describedby={photo ? `${hintId} ${fileNameId}` : hintId}
          onChange={(event) => take(event.target.files)}
        />
        <label
          htmlFor={inputId}
          className={`flex min-h-56 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${zoneState}`}
        >
          {photo ? (
            <img
              src={photo.previewUrl}
              alt={`Preview of ${photo.file.name}`}
              className="max-h-72 w-auto max-w-full rounded-lg object-contain"
              draggable={false}
            />
          ) : (
            <UploadIcon width={40} height={40} className="text-accent" />
          )}
          <span id={hintId} className="text-stone-200">
            {photo ? 'Drop another photo here or click to replace it.' : 'Drag and drop a photo of your bike here, or click to choose one.'}
          </span>
          {!photo && <span className="text-sm text-muted">Images only, one photo at a time.</span>}
        </label>
      </div>
      {photo && (
        <p id={fileNameId} className="truncate text-sm text-stone-300" data-testid="chosen-file-name">
          Selected file: <span className="font-medium text-stone-100">{photo.file.name}</span>
        </p>
      )}
    </div>
  );
}
