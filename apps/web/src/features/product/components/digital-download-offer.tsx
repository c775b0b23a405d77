import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import { englishList } from '@store/shared/english';
import { PURCHASE_MESSAGES } from '@store/shared/purchase-rules';
import { Button } from '#web/components/button.tsx';
import { routes } from '#web/config/paths.ts';
import { digitalDownloadLabel } from '@store/shared/cart';
import { isForSale } from '../product-options.ts';

const ratioList = englishList(ASPECT_RATIOS);

/** The offer's place on the page, for the print advice to point to. */
export const DIGITAL_DOWNLOAD_ANCHOR = 'digital-download';

type DigitalDownloadOfferProps = {
  unitPriceCents: number;
  /** Already in the cart: it can be bought once per render. */
  added: boolean;
  /** Bought already: not sold again; its files are on the dashboard. */
  purchased: boolean;
  onAdd: () => void;
};

/** The digital download: files of the render in every aspect ratio, added once per render, bought once. */
export function DigitalDownloadOffer({ unitPriceCents, added, purchased, onAdd }: DigitalDownloadOfferProps) {
  const headingId = useId();
  const [addedHere, setAddedHere] = useState(false);
  const forSale = isForSale({ unitPriceCents });
  return (
    <section
      id={DIGITAL_DOWNLOAD_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-panel p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-medium tracking-wide">
        Digital Download
      </h2>
      <p className="mt-2 text-sm leading-6 text-stone-300">
        Prefer to print it yourself? Get high-resolution files of this render in all {ASPECT_RATIOS.length} aspect ratios ({ratioList}),
        emailed to you as soon as you pay.
      </p>
      {purchased ? (
        <div data-testid="digital-download-purchased" className="mt-4 flex flex-wrap items-center gap-3">
          <span className="rounded-full border border-emerald-500/50 bg-emerald-500/10 px-3 py-1 text-sm font-semibold text-emerald-200">
            {PURCHASE_MESSAGES.purchased}
          </span>
          <p className="text-sm text-stone-300">
            You own these files.{' '}
            <Link to={routes.dashboard.href()} className="font-semibold text-accent underline underline-offset-4">
              Download them from your dashboard
            </Link>
          </p>
        </div>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled={added || !forSale}
            onClick={() => {
              onAdd();
              setAddedHere(true);
            }}
            className="mt-4 w-full sm:w-auto"
          >
            {digitalDownloadLabel(unitPriceCents, added)}
          </Button>
          {!forSale && !added && (
            <p className="mt-2 text-sm text-amber-200">
              The digital download has no price available right now, so it can’t be added to the cart.
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {added && addedHere ? 'Digital download added to your cart.' : ''}
      </p>
    </section>
  );
}
