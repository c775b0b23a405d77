import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import type { AdminRender } from '@store/shared/renders';
import { Modal } from '../../../components/modal.tsx';
import { downloadUrl } from '../../../lib/download-url.ts';
import { presentResults } from '../queue-display.ts';

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
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
  return (
    <Modal open={open} onClose={onClose} title="Download Render">
      <p className="text-sm text-stone-300">
        {render.style} render for {render.customerName}. Each file is the full-resolution image without a watermark.
      </p>
      {results.length === 0 ? (
        <p className="mt-4 text-stone-200">This render has no files yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {results.map(({ ratio, links }) => {
            const label = `${ASPECT_RATIO_INFO[ratio].label} — ${links.width} × ${links.height} px`;
            return (
              <li key={ratio}>
                {links.full ? (
                  <a
                    href={downloadUrl(links.full)}
                    download
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-stone-700 bg-stone-900 px-4 py-2.5 text-stone-100 transition-colors hover:border-accent hover:text-accent"
                  >
                    <span>{label}</span>
                    <DownloadIcon />
                  </a>
                ) : (
                  <span className="flex min-h-11 items-center rounded-lg border border-line px-4 py-2.5 text-stone-300">{label} (file unavailable)</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
