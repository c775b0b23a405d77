import { digitalDownloadEntry } from '@store/shared/cart';
import { imageForRatio } from '@store/shared/product';
import type { Render } from '@store/shared/renders';
import { buttonClasses } from '../../../components/button.tsx';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { useCatalog } from '../../../lib/catalog.ts';

/** 'Add Digital Download ($10)', then 'Digital Download Added' (disabled): once per render. */
export function DigitalDownloadButton({ render }: { render: Render }) {
  const cart = useCart();
  const digital = useCatalog().data?.digital;
  const added = cart.hasDigitalDownload(render.id);
  const price = digital ? `$${digital.unitPriceCents % 100 === 0 ? digital.unitPriceCents / 100 : (digital.unitPriceCents / 100).toFixed(2)}` : '';
  return (
    <button
      type="button"
      disabled={added || !digital || digital.unitPriceCents <= 0}
      className={buttonClasses('secondary', 'w-full sm:w-auto')}
      onClick={() => digital && cart.add(digitalDownloadEntry({ renderId: render.id, style: render.style, image: imageForRatio(render.results, '1x1')?.preview ?? '' }, digital))}
    >
      {added ? 'Digital Download Added' : `Add Digital Download (${price})`}
    </button>
  );
}
