import { formatDollars } from '@store/shared/prices';
import type { Insights } from '@store/shared/insights';
import { formatCount, formatShare } from '../insights-display.ts';

/** The range's headline numbers, as a description list so each value is read with its name. */
export function StatTiles({ totals, giftCards }: { totals: Insights['totals']; giftCards: Insights['giftCards'] }) {
  const tiles = [
    { label: 'Visitors', value: formatCount(totals.visitors), note: `${formatCount(totals.pageViews)} page views` },
    { label: 'Orders', value: formatCount(totals.orders), note: 'paid' },
    { label: 'Net revenue', value: formatDollars(totals.netCents), note: `${formatDollars(totals.grossCents)} gross` },
    { label: 'Refunds', value: formatDollars(totals.refundedCents), note: 'given back' },
    {
      label: 'Average order',
      value: totals.averageOrderValueCents === null ? '—' : formatDollars(totals.averageOrderValueCents),
      note: 'net per paid order',
    },
    { label: 'Conversion', value: formatShare(totals.conversion), note: 'visitors to paid orders' },
    {
      label: 'Gift cards',
      value: formatDollars(giftCards.soldCents),
      note: `${formatCount(giftCards.sold)} sold · ${formatDollars(giftCards.spentCents)} spent in orders`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col gap-1 rounded-2xl border border-line bg-panel p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{tile.label}</dt>
          <dd className="font-display text-2xl font-semibold tracking-wide text-stone-100 sm:text-3xl">{tile.value}</dd>
          <dd className="text-xs text-stone-300">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
