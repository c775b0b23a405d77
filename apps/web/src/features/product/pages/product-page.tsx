import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ASPECT_RATIO_INFO, type AspectRatio } from '@store/shared/catalog';
import { formatDollars } from '@store/shared/prices';
import { imageForRatio } from '@store/shared/product';
import { digitalDownloadEntry } from '@store/shared/cart';
import type { Render } from '@store/shared/renders';
import { routes } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { track } from '#web/lib/analytics.ts';
import { useCart } from '#web/lib/cart/use-cart.ts';
import type { Catalog } from '@store/shared/catalog-schemas';
import { useCatalog } from '#web/lib/api/get-catalog.ts';
import { useRender } from '../api/get-render.ts';
import { AspectSizePicker } from '../components/aspect-size-picker.tsx';
import { CanvasPreview } from '../components/canvas-preview.tsx';
import { CanvasSidesPicker } from '../components/canvas-sides-picker.tsx';
import { CanvasSizePicker } from '../components/canvas-size-picker.tsx';
import { DeliveryFacts } from '../components/delivery-facts.tsx';
import { BuyerReviews } from '#web/components/buyer-reviews.tsx';
import { DigitalDownloadOffer } from '../components/digital-download-offer.tsx';
import { PurchaseNotice } from '../components/purchase-notice.tsx';
import { QuantityControl } from '../components/quantity-control.tsx';
import {
  ADDED_MESSAGE_MS,
  PRODUCT_MESSAGES,
  canvasEntry,
  firstSize,
  isForSale,
  productChoices,
  productSearch,
  purchaseOf,
  quantityFromInput,
  selectedSize,
  selectionFromSearch,
  sizeOptions,
  sizingGuideHref,
  totalCents,
  type ProductChoices,
  type ProductSelection,
} from '../product-options.ts';

export default function ProductPage() {
  const { renderId = '' } = useParams();
  const render = useRender(renderId);
  const catalog = useCatalog();

  if (!renderId || (render.error instanceof ApiError && render.error.status === 404)) return <RenderNotFound />;
  if (render.isError) return <LoadFailed message="We could not load this render." onRetry={() => void render.refetch()} />;
  if (render.isPending) return <Loading />;

  const choices = productChoices(render.data);
  if (!choices) return <RenderNotFound />;
  if (catalog.isError) return <LoadFailed message="We could not load prices and sizes." onRetry={() => void catalog.refetch()} />;
  if (catalog.isPending) return <Loading />;

  return <ProductView key={render.data.id} render={render.data} choices={choices} catalog={catalog.data} />;
}

function PageFrame({ className = '', children }: { className?: string; children: ReactNode }) {
  return <section className={`mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center ${className}`}>{children}</section>;
}

// As tall as the window, so the footer below it is out of sight and does not jump when the render arrives.
function Loading() {
  return (
    <PageFrame className="min-h-dvh">
      <p role="status" className="text-stone-300">
        {PRODUCT_MESSAGES.loading}
      </p>
    </PageFrame>
  );
}

function RenderNotFound() {
  return (
    <PageFrame>
      <h1 className="font-display text-3xl font-bold tracking-wide">{PRODUCT_MESSAGES.notFound}</h1>
      <p className="text-stone-300">The render may have been removed, may not be finished yet, or the link may be mistyped.</p>
      <Link to={routes.gallery.href()} className={buttonClasses('primary')}>
        Back to the gallery
      </Link>
    </PageFrame>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageFrame>
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-panel p-6 text-stone-200">
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </PageFrame>
  );
}

type CanvasPurchaseProps = {
  quantityText: string;
  onQuantityTextChange: (text: string) => void;
  unitPriceCents: number;
  quantity: number;
  forSale: boolean;
  onAdd: () => void;
};

/** How many of the chosen canvas, their total, and adding them to the cart, said for a few seconds after each add. */
function CanvasPurchase({ quantityText, onQuantityTextChange, unitPriceCents, quantity, forSale, onAdd }: CanvasPurchaseProps) {
  const [addedNotice, setAddedNotice] = useState<number | null>(null);

  useEffect(() => {
    if (addedNotice === null) return;
    const timer = setTimeout(() => setAddedNotice(null), ADDED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [addedNotice]);

  function addToCart() {
    if (!forSale) return;
    onAdd();
    setAddedNotice((count) => (count ?? 0) + 1);
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line pt-6">
        <QuantityControl text={quantityText} onTextChange={onQuantityTextChange} />
        <div className="text-right">
          <dl>
            <dt className="text-sm font-semibold tracking-[0.12em] text-stone-200 uppercase">Total</dt>
            <dd data-testid="product-total" className="mt-1 font-display text-3xl font-semibold tracking-wide text-accent">
              {formatDollars(totalCents(unitPriceCents, quantity))}
            </dd>
          </dl>
          <p className="mt-0.5 text-xs text-muted">{formatDollars(unitPriceCents)} each</p>
        </div>
      </div>

      <div>
        <Button onClick={addToCart} disabled={!forSale} className="w-full py-3 text-base">
          Add to Cart
        </Button>
        <div role="status">
          {addedNotice !== null && (
            <p
              key={addedNotice}
              className="mt-3 rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-200"
            >
              {PRODUCT_MESSAGES.addedToCart}
            </p>
          )}
        </div>
      </div>
    </>
  );
}

function ProductIntro({ style, mayBuy }: { style: string; mayBuy: boolean }) {
  return (
    <header className="max-w-2xl">
      <h1 className="font-display text-4xl font-bold tracking-wide text-balance sm:text-5xl">{style} Render</h1>
      <p className="mt-3 text-lg leading-8 text-pretty text-stone-300">
        {mayBuy
          ? 'Choose a shape, size and finish for your canvas print, or take the digital files home.'
          : 'See this render in every shape, size and finish it prints in.'}
      </p>
    </header>
  );
}

type ProductViewProps = { render: Render; choices: ProductChoices; catalog: Catalog };

function ProductView({ render, choices, catalog }: ProductViewProps) {
  const cart = useCart();
  const canvasHeadingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = selectionFromSearch(searchParams, choices, catalog, render.results);
  const { ratio, borderStyle } = selection;
  const [quantityText, setQuantityText] = useState('1');

  useEffect(() => track('product_viewed', { renderId: render.id, style: render.style }), [render.id, render.style]);

  const result = render.results[ratio];
  const size = selectedSize(catalog, ratio, result, selection.size);
  const quantity = quantityFromInput(quantityText);
  const forSale = size !== null && isForSale(size);
  const shown = imageForRatio(render.results, ratio);
  const purchase = purchaseOf(render);

  // Replacing the entry: each choice is not a page of its own to go back through.
  function choose(changes: Partial<ProductSelection>) {
    setSearchParams(productSearch({ ...selection, ...changes }), { replace: true, preventScrollReset: true });
  }

  function chooseRatio(next: AspectRatio) {
    choose({ ratio: next, size: firstSize(catalog, next, render.results[next])?.size ?? '' });
  }

  function addToCart() {
    if (!size || !forSale) return;
    cart.add(canvasEntry(render, ratio, borderStyle, size, quantity));
    setQuantityText('1');
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={`${render.style} render`} />
      <ProductIntro style={render.style} mayBuy={purchase.mayBuy} />

      <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          {shown && (
            <CanvasPreview
              image={shown}
              alt={`Watermarked preview of the ${render.style} render, ${ASPECT_RATIO_INFO[ratio].label}`}
              size={size?.size ?? ASPECT_RATIO_INFO[ratio].sizes[0]!}
              borderStyle={borderStyle}
            />
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {!purchase.mayBuy && <PurchaseNotice refusal={purchase.refusal ?? 'sign-in'} renderId={render.id} />}
          <section aria-labelledby={canvasHeadingId} className="flex flex-col gap-6 rounded-2xl border border-line bg-panel p-5 sm:p-6">
            <h2 id={canvasHeadingId} className="font-display text-2xl font-medium tracking-wide">
              Canvas Print
            </h2>

            <AspectSizePicker ratios={choices.ratios} recommended={choices.recommended} value={ratio} onChange={chooseRatio} />
            <CanvasSizePicker sizes={sizeOptions(catalog, ratio, result)} value={size} onChange={(next) => choose({ size: next })} />
            <CanvasSidesPicker
              value={borderStyle}
              onChange={(next) => choose({ borderStyle: next })}
              sizingGuideHref={sizingGuideHref(render.id, selection)}
            />

            {purchase.mayBuy && (
              <CanvasPurchase
                quantityText={quantityText}
                onQuantityTextChange={setQuantityText}
                unitPriceCents={size?.unitPriceCents ?? 0}
                quantity={quantity}
                forSale={forSale}
                onAdd={addToCart}
              />
            )}
          </section>

          {purchase.mayBuy && (
            <DigitalDownloadOffer
              unitPriceCents={catalog.digital.unitPriceCents}
              added={cart.hasDigitalDownload(render.id)}
              purchased={purchase.digitalDownloadOrderId !== null}
              onAdd={() => cart.add(digitalDownloadEntry(render, catalog.digital))}
            />
          )}
          <DeliveryFacts canvasSubtotalCents={forSale ? totalCents(size.unitPriceCents, quantity) : 0} />
        </div>
      </div>
      <BuyerReviews className="mt-16" />
    </section>
  );
}
