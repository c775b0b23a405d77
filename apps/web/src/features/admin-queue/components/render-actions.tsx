import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminRender } from '@store/shared/renders';
import { buttonClasses } from '#web/components/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useDeleteRender } from '../api/delete-render.ts';
import { useRestoreRender } from '../api/restore-render.ts';
import { ADMIN_MESSAGES } from '#web/lib/admin-messages.ts';
import { routes } from '#web/config/paths.ts';
import { useDownloadFile } from '../api/download-file.ts';
import { DownloadsModal } from './downloads-modal.tsx';

const SMALL = 'px-3 py-1.5 text-sm';
const DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-500/50 px-3 py-1.5 text-sm font-semibold text-red-200 transition-colors hover:bg-red-500/15 disabled:cursor-not-allowed disabled:opacity-50';

/** What staff can do with one render: open its workbench, delete or undo, download the original and the results. */
export function RenderActions({ render }: { render: AdminRender }) {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [downloadsOpen, setDownloadsOpen] = useState(false);
  const remove = useDeleteRender();
  const restore = useRestoreRender();
  const downloadOriginal = useDownloadFile();
  const busy = remove.isPending || restore.isPending;
  const deleted = render.status === 'deleted';
  const { originalUrl } = render;

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
      <div className="flex flex-wrap items-center gap-2">
        {!deleted && (
          <Link to={routes.adminWorkbench.href({ renderId: render.id })} className={buttonClasses('primary', SMALL)}>
            Open workbench<span className="sr-only"> for {render.customerName}</span>
          </Link>
        )}
        {render.status === 'complete' && (
          <button type="button" onClick={() => setDownloadsOpen(true)} className={buttonClasses('secondary', SMALL)}>
            Downloads
          </button>
        )}
        {originalUrl && (
          <button
            type="button"
            onClick={() => downloadOriginal.mutate(originalUrl)}
            disabled={downloadOriginal.isPending}
            aria-busy={downloadOriginal.isPending}
            className={buttonClasses('secondary', SMALL)}
          >
            Download Original
          </button>
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
      {downloadOriginal.isError && (
        <p role="alert" className="text-sm text-red-300">
          {ADMIN_MESSAGES.downloadFailed}
        </p>
      )}
      {render.status === 'complete' && <DownloadsModal open={downloadsOpen} onClose={() => setDownloadsOpen(false)} render={render} />}
    </div>
  );
}
