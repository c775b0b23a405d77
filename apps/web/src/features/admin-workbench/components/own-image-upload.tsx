import { useId, useState, type FormEvent } from 'react';
import { UploadIcon } from '#web/components/icons.tsx';
import { buttonClasses } from '#web/components/button.tsx';
import { ADMIN_MESSAGES } from '#web/lib/admin-messages.ts';
import { showToast } from '#web/lib/toast.ts';
import { firstImage, useFileDrop } from '#web/lib/use-file-drop.ts';
import { useUploadVersion } from '../api/upload-version.ts';

/**
 * Staff's own finished image (painted over a draft elsewhere, say): dropped on or picked with a
 * real file input whose label is the drop target, then sent as a new version.
 */
export function OwnImageUpload({ renderId }: { renderId: string }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadVersion(renderId);

  function take(files: FileList | null) {
    const chosen = firstImage(files);
    if (chosen === 'none') return;
    if (chosen === 'not-an-image') {
      setFile(null);
      setError(ADMIN_MESSAGES.imagesOnly);
      return;
    }
    setFile(chosen);
    setError(null);
  }

  const { dragging, dropHandlers } = useFileDrop({ onFiles: take });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setError(ADMIN_MESSAGES.selectFile);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: ({ version }) => {
        setFile(null);
        setInputKey((key) => key + 1);
        showToast(`Version ${version.number} is being prepared from your image.`, 'info');
      },
      onError: () => setError(ADMIN_MESSAGES.uploadFailed),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Upload your own finished image" className="flex flex-col gap-3">
      <div {...dropHandlers} data-testid="own-image-drop-zone" data-dragging={dragging || undefined}>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={upload.isPending}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => take(event.target.files)}
        />
        <label
          htmlFor={inputId}
          className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${dragging ? 'border-accent bg-accent/10' : 'border-stone-600 hover:border-accent hover:bg-stone-900'}`}
        >
          <UploadIcon width={28} height={28} className="text-accent" />
          <span className="font-medium text-stone-100">Finished image file</span>
          <span id={hintId} className="text-sm text-stone-300">
            {file ? (
              <>
                Selected: <span className="font-medium break-all text-stone-100">{file.name}</span>
              </>
            ) : (
              'Drag and drop your finished image here, or click to choose it. Images only.'
            )}
          </span>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={upload.isPending} className={buttonClasses('primary', 'px-4 py-2 text-sm')}>
          {upload.isPending ? 'Uploading...' : 'Upload Render'}
        </button>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
