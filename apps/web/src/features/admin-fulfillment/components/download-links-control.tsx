import type { AdminOrderDetail } from '@store/shared/orders';
import { Button } from '#web/components/button.tsx';
import { useRevokeDownloads } from '../api/revoke-downloads.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';

export const REVOKE_DOWNLOADS_CONFIRM =
  "Turn off this order's download links? The customer's emailed and fresh links stop working, and so do the print partner's file links. This cannot be undone.";

/** Staff turn off a digital order's download links when one has leaked or the order was refunded. */
export function DownloadLinksControl({ order }: { order: AdminOrderDetail }) {
  const revoke = useRevokeDownloads();
  if (order.downloadsRevokedAt) {
    return <p className="text-sm text-stone-300">Download links turned off {formatDateTime(order.downloadsRevokedAt)}.</p>;
  }
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <p className="text-stone-300">The customer's links work for 7 days, 20 downloads each.</p>
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-sm"
        disabled={revoke.isPending}
        onClick={() => {
          if (window.confirm(REVOKE_DOWNLOADS_CONFIRM)) revoke.mutate(order.id);
        }}
      >
        {revoke.isPending ? 'Turning off...' : 'Turn off download links'}
      </Button>
      {revoke.isError && (
        <p role="alert" className="text-red-300">
          Could not turn off the links. Please try again.
        </p>
      )}
    </div>
  );
}
