import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  businessDaysToDoor,
  CANVAS_FACTS,
  canvasDeliveryWindow,
  FREE_REVISION_FACT,
  regionOfLocale,
  SHIPPING_TRANSIT_BUSINESS_DAYS,
  shippingQuote,
} from '@store/shared/buyer-facts';
import { shortUtcDay } from '@store/shared/english';
import { PRINT_DELIVERY_BUSINESS_DAYS } from '@store/shared/policy';
import { formatDollars, formatShortDollars } from '@store/shared/prices';
import type { ShippingRegion } from '@store/shared/shipping';
import { useShippingSettings } from '#web/lib/api/get-shipping.ts';
import { SelectField } from '#web/components/select-field.tsx';

const noChanges = () => () => {};

/**
 * The region the browser's language suggests. The server, knowing no language, draws the page for
 * the rest of the world, and hydration starts from the same; the browser's own follows at once.
 */
function useLocaleRegion(): ShippingRegion {
  return useSyncExternalStore(
    noChanges,
    () => regionOfLocale(navigator.language),
    () => regionOfLocale(''),
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold text-stone-200">{label}</dt>
      <dd className="text-stone-300">{children}</dd>
    </div>
  );
}

/**
 * What a buyer weighs before paying: shipping to their region for the canvas as chosen, when it
 * arrives, what it is made of and how it hangs, and the free revision (all from shared/buyer-facts).
 */
export function DeliveryFacts({ canvasSubtotalCents }: { canvasSubtotalCents: number }) {
  const headingId = useId();
  const settings = useShippingSettings();
  const [chosen, setChosen] = useState<ShippingRegion | null>(null);
  const localeRegion = useLocaleRegion();
  const wanted = chosen ?? localeRegion;
  const offered = settings?.rates ?? [];
  const region = offered.some((rate) => rate.region === wanted) ? wanted : (offered[0]?.region ?? wanted);
  const quote = settings ? shippingQuote(settings, region, canvasSubtotalCents) : null;
  const arrives = canvasDeliveryWindow({ from: new Date(), region, renderReady: true });
  const door = businessDaysToDoor(region);
  const transit = SHIPPING_TRANSIT_BUSINESS_DAYS[region];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-medium tracking-wide">
          Delivery and Details
        </h2>
        {offered.length > 0 && (
          <SelectField
            label="Ship to"
            inline
            value={region}
            options={offered.map((rate) => ({ value: rate.region, label: rate.label }))}
            onChange={(value) => setChosen(value as ShippingRegion)}
            className="px-2 py-1.5"
          />
        )}
      </div>
      <dl className="flex flex-col gap-3 text-sm leading-6" data-testid="delivery-facts">
        {quote && (
          <Fact label="Shipping">
            {quote.amountCents === 0 ? 'Free' : formatDollars(quote.amountCents)}
            {quote.amountCents > 0 && quote.freeFromCents > 0 && `, free on canvas orders from ${formatShortDollars(quote.freeFromCents)}`}
          </Fact>
        )}
        <Fact label="Arrives">
          <span className="font-semibold text-stone-100" data-testid="delivery-window">
            {shortUtcDay(arrives.earliest)} – {shortUtcDay(arrives.latest)}
          </span>{' '}
          ({door.min}–{door.max} business days: printed to order in {PRINT_DELIVERY_BUSINESS_DAYS.min}–{PRINT_DELIVERY_BUSINESS_DAYS.max},
          then {transit.min}–{transit.max} in transit, tracked)
        </Fact>
        <Fact label="Canvas">
          {CANVAS_FACTS.depth}. {CANVAS_FACTS.materials}.
        </Fact>
        <Fact label="Hanging">{CANVAS_FACTS.hanging}.</Fact>
        <Fact label="Revision">{FREE_REVISION_FACT}</Fact>
        <Fact label="Digital">Files emailed the moment you pay, in every aspect ratio.</Fact>
      </dl>
    </section>
  );
}
