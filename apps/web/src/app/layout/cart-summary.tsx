import { priceCheckout } from '@store/shared/checkout-pricing';
import { describeDiscount } from '@store/shared/discounts';
import { giftCardPayment } from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { SHIPPING_REGIONS, shippingLabel, type ShippingRegion } from '@store/shared/shipping';
import { applyDiscount } from '#web/features/checkout/api/apply-discount.ts';
import { GiftCardField } from '#web/features/checkout/components/gift-card-field.tsx';
import { GiftOption } from '#web/features/checkout/components/gift-option.tsx';
import { CodeEntryForm } from '#web/components/code-entry-form.tsx';
import { useShippingSettings } from '#web/lib/api/get-shipping.ts';
import { updateCheckoutChoices, useCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { useCart } from '#web/lib/cart/use-cart.ts';

const MESSAGES = {
  signIn: 'Log in to use a discount code.',
  empty: 'Enter a discount code.',
  error: 'The code could not be checked. Please try again.',
} as const;

function SummaryLine({ label, amount, testId, strong = false }: { label: string; amount: string; testId: string; strong?: boolean }) {
  return (
    <p className={`flex items-center justify-between ${strong ? 'text-lg font-semibold' : 'text-sm text-stone-300'}`}>
      <span>{label}</span>
      <span data-testid={testId}>{amount}</span>
    </p>
  );
}

/** The cart's code field and its lines: subtotal, discount, shipping to the chosen region, total; priced by the shared rules the server checks again. */
export function CartSummary() {
  const cart = useCart();
  const shipping = useShippingSettings();
  const choices = useCheckoutChoices();

  const offered = shipping?.rates ?? [];
  const region: ShippingRegion = offered.some((rate) => rate.region === choices.region) ? choices.region : (offered[0]?.region ?? 'US');
  const pricing = priceCheckout(cart.entries, choices.discount, shipping ?? { freeThresholdCents: 0, rates: [] }, region);
  const paid = choices.giftCard ? giftCardPayment(pricing.totalCents, choices.giftCard.balanceCents) : null;

  return (
    <div className="flex flex-col gap-2">
      {choices.discount ? (
        <p className="flex items-center justify-between rounded-lg border border-line bg-stone-900 px-3 py-2 text-sm">
          <span>
            Code <strong className="text-accent">{choices.discount.code}</strong>: {describeDiscount(choices.discount)}
          </span>
          <button
            type="button"
            className="text-xs text-stone-400 underline-offset-2 hover:text-red-300 hover:underline"
            onClick={() => updateCheckoutChoices({ discount: null })}
          >
            Remove code
          </button>
        </p>
      ) : (
        <CodeEntryForm
          formLabel="Apply a discount code"
          fieldLabel="Discount code"
          submitText="Apply"
          busyText="Applying..."
          messages={MESSAGES}
          onCode={async (code) => {
            await cart.flush();
            const { discount } = await applyDiscount(code, region);
            updateCheckoutChoices({ discount });
          }}
        />
      )}
      <GiftCardField />
      {pricing.requiresShipping && offered.length > 0 && <ShippingRegionSelect region={region} offered={offered} />}
      <div className="flex flex-col gap-1 pt-1">
        <SummaryLine label="Subtotal" amount={formatDollars(pricing.itemsSubtotalCents)} testId="cart-subtotal" />
        {pricing.discountCode && (
          <SummaryLine
            label={`Discount (${pricing.discountCode})`}
            amount={`−${formatDollars(pricing.discountCents)}`}
            testId="cart-discount"
          />
        )}
        {pricing.requiresShipping && shipping && (
          <SummaryLine label="Shipping" amount={shippingLabel(pricing.shippingCents)} testId="cart-shipping" />
        )}
        {paid && choices.giftCard ? (
          <>
            <SummaryLine label="Total" amount={formatDollars(pricing.totalCents)} testId="cart-total" />
            <SummaryLine
              label={`Gift card (…${choices.giftCard.codeEnding})`}
              amount={`−${formatDollars(paid.giftCardCents)}`}
              testId="cart-gift-card"
            />
            <SummaryLine label="To pay" amount={formatDollars(paid.dueCents)} testId="cart-due" strong />
          </>
        ) : (
          <SummaryLine label="Total" amount={formatDollars(pricing.totalCents)} testId="cart-total" strong />
        )}
        {pricing.requiresShipping && shipping && pricing.shippingCents > 0 && shipping.freeThresholdCents > 0 && (
          <p className="text-xs text-stone-400">Free shipping on canvas orders of {formatDollars(shipping.freeThresholdCents)} or more.</p>
        )}
      </div>
      {pricing.requiresShipping && <GiftOption />}
    </div>
  );
}

/** The region canvases ship to, among those with a rate. */
function ShippingRegionSelect({
  region,
  offered,
}: {
  region: ShippingRegion;
  offered: readonly { region: ShippingRegion; label: string }[];
}) {
  return (
    <label className="flex items-center justify-between gap-3 text-sm text-stone-300">
      <span>Ship canvases to</span>
      <select
        value={region}
        onChange={(event) => updateCheckoutChoices({ region: event.target.value as ShippingRegion })}
        className="rounded-lg border border-stone-700 bg-stone-900 px-2 py-1.5 text-sm text-stone-100 focus:border-accent focus:outline-none"
      >
        {SHIPPING_REGIONS.filter((candidate) => offered.some((rate) => rate.region === candidate)).map((candidate) => (
          <option key={candidate} value={candidate}>
            {offered.find((rate) => rate.region === candidate)!.label}
          </option>
        ))}
      </select>
    </label>
  );
}
