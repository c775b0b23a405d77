import { formatDollars } from '@store/shared/prices';
import { formatCount } from '../insights-display.ts';

type Seller = { name: string; quantity: number; revenueCents: number };

/** What sold most, by units: a size or a style per row. */
export function BestSellers({ title, nameLabel, sellers }: { title: string; nameLabel: string; sellers: Seller[] }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-panel p-4 sm:p-5">
      <h3 className="font-display text-lg font-semibold tracking-wide">{title}</h3>
      {sellers.length === 0 ? (
        <p className="text-sm text-stone-300">Nothing sold in this period.</p>
      ) : (
        <table className="w-full text-left text-sm tabular-nums">
          <thead className="text-xs tracking-wider text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {nameLabel}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Units
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {sellers.map((seller) => (
              <tr key={seller.name} className="border-t border-line">
                <th scope="row" className="py-2 pr-4 font-medium text-stone-200">
                  {seller.name}
                </th>
                <td className="py-2 pr-4 text-right text-stone-100">{formatCount(seller.quantity)}</td>
                <td className="py-2 text-right text-stone-100">{formatDollars(seller.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
