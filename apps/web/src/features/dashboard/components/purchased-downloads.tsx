import { PURCHASE_MESSAGES } from '@store/shared/purchase-rules';
import { Button } from '#web/components/button.tsx';
import { useRenderDownloads } from '../api/get-my-orders.ts';
import { DownloadLinkList } from './download-link-list.tsx';

/** A render whose digital download the customer bought: 'Purchased' and its files, one link per aspect ratio. */
export function PurchasedDownloads({ orderId, renderId }: { orderId: string; renderId: string }) {
  const downloads = useRenderDownloads(orderId, renderId);
  return (
    <div data-testid="purchased-downloads" className="rounded-xl border border-emerald-500/30 bg-emerald-500/5 p-3 sm:p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-300">
        <span className="rounded-full border border-emerald-500/50 bg-emerald-500/10 px-2.5 py-0.5 text-xs font-semibold text-emerald-200">
          {PURCHASE_MESSAGES.purchased}
        </span>
        Digital download, full-resolution files:
      </p>
      {downloads.isPending && <p className="mt-2 text-sm text-muted">Getting your download links...</p>}
      {downloads.isError && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-300">
          <p>{downloads.error.message || 'Could not get the links. Please try again.'}</p>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void downloads.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {downloads.data && <DownloadLinkList links={downloads.data.links} className="mt-2" />}
      {downloads.data?.paidVersion && (
        <div className="mt-3 border-t border-emerald-500/20 pt-3" data-testid="paid-version-downloads">
          <p className="text-sm text-stone-300">
            Above: version {downloads.data.version}, the newest, yours with your purchase. The version you bought, version{' '}
            {downloads.data.paidVersion.number}, stays yours too:
          </p>
          <DownloadLinkList links={downloads.data.paidVersion.links} className="mt-2" />
        </div>
      )}
    </div>
  );
}
