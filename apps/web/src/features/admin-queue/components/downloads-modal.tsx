import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import type { AdminRender } from '@store/shared/renders';
import { Modal } from '#web/components/modal.tsx';
import { ADMIN_MESSAGES } from '#web/lib/admin-messages.ts';
import { useDownloadFile } from '../api/download-file.ts';
import { presentResults } from '../queue-display.ts';

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v12" />
      <path d="m7 11 5 5 5-5" />
      <path d="M4 20h16" />
    </svg>
  );
}

type DownloadsModalProps = { open: boolean; onClose: () => void; render: AdminRender };

/** One full-resolution download per aspect ratio the finished render has. */
export function DownloadsModal({ open, onClose, render }: DownloadsModalProps) {
  const results = presentResults(render);
  const download = useDownloadFile();

  function close() {
    download.reset();
    onClose();
  }

  return (
    <Modal open={open} onClose={close} title="Download Render">
      <p className="text-sm text-stone-300">
        {render.style} render for {render.customerName}. Each file is the full-resolution image without a watermark.
      </p>
      {results.length === 0 ? (
        <p className="mt-4 text-stone-200">This render has no files yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {results.map(({ ratio, links: { full, width, height } }) => {
            const label = `${ASPECT_RATIO_INFO[ratio].label} — ${width} × ${height} px`;
            return (
              <li key={ratio}>
                {full ? (
                  <DownloadButton
                    label={label}
                    busy={download.isPending && download.variables === full}
                    onClick={() => download.mutate(full)}
                  />
                ) : (
                  <span className="flex min-h-11 items-center rounded-lg border border-line px-4 py-2.5 text-stone-300">
                    {label} (file unavailable)
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {download.isError && (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {ADMIN_MESSAGES.downloadFailed}
        </p>
      )}
    </Modal>
  );
}

function DownloadButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-700 bg-stone-900 px-4 py-2.5 text-left text-stone-100 transition-colors hover:border-accent hover:text-accent disabled:cursor-progress disabled:opacity-70"
    >
      <span>{label}</span>
      <DownloadIcon />
    </button>
  );
}
