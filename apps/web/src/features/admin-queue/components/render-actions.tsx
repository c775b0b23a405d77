import { useId, useState, type FormEvent } from 'react';
import type { AdminRender } from '@store/shared/renders';
import { buttonClasses } from '../../../components/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteRender } from '../api/delete-render.ts';
import { useRestoreRender } from '../api/restore-render.ts';
import { useUploadRenderResult } from '../api/upload-render-result.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { downloadUrl } from '../queue-display.ts';
import { DownloadsModal } from './downloads-modal.tsx';

const SMALL = 'px-3 py-1.5 text-sm';
const DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-500/50 px-3 py-1.5 text-sm font-semibold text-red-200 transition-colors hover:bg-red-500/15 disabled:cursor-not-allowed disabled:opacity-50';

/** What staff can do with one render: upload the finished image, delete or undo, download the original and the results. */
export function RenderActions({ render }: { render: AdminRender }) {
  const fileInputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [downloadsOpen, setDownloadsOpen] = useState(false);
  const upload = useUploadRenderResult();
  const remove = useDeleteRender();
  const restore = useRestoreRender();
  const busy = upload.isPending || remove.isPending || restore.isPending;
  const deleted = render.status === 'deleted';

  async function handleUpload(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setError(ADMIN_MESSAGES.selectFile);
      return;
    }
    if (!file.type.startsWith('image/')) {
      setError(ADMIN_MESSAGES.imagesOnly);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ renderId: render.id, file });
    } catch {
      setError(ADMIN_MESSAGES.uploadFailed);
      return;
    }
    setFile(null);
    setFileInputKey((key) => key + 1);
    showToast(`Render uploaded for ${render.customerName}.`);
  }

  async function handleDelete() {
    if (busy || !window.confirm(ADMIN_MESSAGES.confirmDelete)) return;
    setError(null);
    try {
      await remove.mutateAsync(render.id);
    } catch {
      setError(ADMIN_MESSAGES.deleteFailed);
      return;
    }
    showToast('Render moved to the Recycle Bin.', 'info');
  }

  async function handleRestore() {
    if (busy) return;
    setError(null);
    try {
      await restore.mutateAsync(render.id);
    } catch {
      setError(ADMIN_MESSAGES.restoreFailed);
      return;
    }
    showToast('Render restored.', 'info');
  }

  return (
    <div className="flex min-w-0 flex-col gap-2.5" aria-busy={busy}>
      {!deleted && (
        <form noValidate onSubmit={handleUpload} className="flex flex-wrap items-center gap-2" aria-label={`Upload finished render for ${render.customerName}`}>
          <label htmlFor={fileInputId} className="sr-only">
            Finished render file for {render.customerName}
          </label>
          <input
            key={fileInputKey}
            id={fileInputId}
            type="file"
            accept="image/*"
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className="w-full max-w-52 min-w-0 text-xs text-stone-300 file:mr-2 file:cursor-pointer file:rounded-md file:border-0 file:bg-stone-800 file:px-2.5 file:py-1.5 file:text-xs file:font-semibold file:text-stone-100 hover:file:bg-stone-700 disabled:opacity-60"
          />
          <button type="submit" disabled={busy} className={buttonClasses('primary', SMALL)}>
            {upload.isPending ? 'Uploading...' : 'Upload Render'}
          </button>
        </form>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {render.status === 'complete' && (
          <button type="button" onClick={() => setDownloadsOpen(true)} className={buttonClasses('secondary', SMALL)}>
            Downloads
          </button>
        )}
        {render.originalUrl && (
          <a href={downloadUrl(render.originalUrl)} download className={buttonClasses('secondary', SMALL)}>
            Download Original
          </a>
        )}
        {deleted ? (
          <button type="button" onClick={handleRestore} disabled={busy} className={buttonClasses('secondary', SMALL)}>
            {restore.isPending ? 'Restoring...' : 'Undo'}
          </button>
        ) : (
          <button type="button" onClick={handleDelete} disabled={busy} className={DANGER}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {render.status === 'complete' && <DownloadsModal open={downloadsOpen} onClose={() => setDownloadsOpen(false)} render={render} />}
    </div>
  );
}
