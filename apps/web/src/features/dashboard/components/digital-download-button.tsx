import { digitalDownloadEntry, digitalDownloadLabel } from '@store/shared/cart';
import type { Render } from '@store/shared/renders';
import { buttonClasses } from '#web/components/button.tsx';
import { useCart } from '#web/lib/cart/use-cart.ts';
import { useCatalog } from '#web/lib/api/get-catalog.ts';

/** 'Add Digital Download ($10)', then 'Digital Download Added' (disabled): once per render. */
export function DigitalDownloadButton({ render }: { render: Render }) {
  const cart = useCart();
  const digital = useCatalog().data?.digital;
  const added = cart.hasDigitalDownload(render.id);
  return (
    <button
      type="button"
      disabled={added || !digital || digital.unitPriceCents <= 0}
      className={buttonClasses('secondary', 'w-full sm:w-auto')}
      onClick={() => digital && cart.add(digitalDownloadEntry(render, digital))}
    >
      {digitalDownloadLabel(digital?.unitPriceCents ?? 0, added)}
    </button>
  );
}
