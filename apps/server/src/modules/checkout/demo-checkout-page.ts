import { formatDollars } from '@store/shared/prices';
import type { ShippingInfo } from '@store/shared/orders';
import { shippingLabel } from '@store/shared/shipping';
import type { CheckoutLine } from '#server/providers/payment/payment-provider.ts';

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export type DemoCheckoutView = {
  sessionId: string;
  email: string;
  lines: CheckoutLine[];
  amountTotalCents: number;
  requiresShipping: boolean;
  discount?: { code: string; amountCents: number } | null | undefined;
  shippingCharge?: { label: string; amountCents: number } | null | undefined;
  giftCard?: { codeEnding: string; amountCents: number } | null | undefined;
  /** A gift's recipient: the page shows where it ships and asks for no address. */
  shipTo?: ShippingInfo | null | undefined;
  cancelUrl: string;
  message?: string | undefined;
  values?: Record<string, string> | undefined;
};

function field(
  name: string,
  label: string,
  values: Record<string, string>,
  options: { autocomplete?: string; placeholder?: string; required?: boolean } = {},
): string {
  return `<label>${escape(label)}<input name="${name}" value="${escape(values[name] ?? '')}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.placeholder ? ` placeholder="${escape(options.placeholder)}"` : ''}${options.required === false ? '' : ' required'}></label>`;
}

/** The demo provider's hosted checkout page: plain HTML, no scripts, posting back to the store. */
export function demoCheckoutPage(view: DemoCheckoutView): string {
  const values = view.values ?? {};
  const lines = view.lines
    .map(
      (line) =>
        `<li><span><strong>${escape(line.name)}</strong><small>${escape(line.description)} · qty ${line.quantity}</small></span><span>${formatDollars(line.unitAmountCents * line.quantity)}</span></li>`,
    )
    .join('');
  const itemsCents = view.lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
  const summary = [
    ['Subtotal', formatDollars(itemsCents)],
    ...(view.discount ? [[`Discount (${view.discount.code})`, `−${formatDollars(view.discount.amountCents)}`]] : []),
    ...(view.shippingCharge ? [[`Shipping (${view.shippingCharge.label})`, shippingLabel(view.shippingCharge.amountCents)]] : []),
    ...(view.giftCard ? [[`Gift card (…${view.giftCard.codeEnding})`, `−${formatDollars(view.giftCard.amountCents)}`]] : []),
    ['Tax', formatDollars(0)],
    ['Total', formatDollars(view.amountTotalCents)],
  ]
    .map(
      ([label, amount]) =>
        `<li class="sum" data-line="${escape(label!)}"><span>${escape(label!)}</span><span>${escape(amount!)}</span></li>`,
    )
    .join('');
  const free = view.amountTotalCents === 0;
  const shipTo = view.shipTo
    ? `<section class="gift" aria-label="Gift recipient"><strong>Ships as a gift to</strong><span>${escape(view.shipTo.name)}</span><span>${escape(
        [
          view.shipTo.line1,
          view.shipTo.line2,
          view.shipTo.city,
          `${view.shipTo.state} ${view.shipTo.postal_code}`.trim(),
          view.shipTo.country,
        ]
          .filter(Boolean)
          .join(', '),
      )}</span></section>`
    : '';
  const card = free
    ? `${field('name', 'Your name', values, { autocomplete: 'name' })}<p class="hint">Your gift card pays the whole order: no card needed.</p>`
    : `${field('name', 'Name on card', values, { autocomplete: 'cc-name' })}
    ${field('cardNumber', 'Card number', values, { autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' })}
    <div class="row">${field('expiry', 'Expiry (MM/YY)', values, { autocomplete: 'cc-exp', placeholder: '12/34' })}${field('cvc', 'CVC', values, { autocomplete: 'cc-csc', placeholder: '123' })}</div>`;
  const shipping =
    view.requiresShipping && !view.shipTo
      ? `<fieldset><legend>Shipping address</legend>
        ${field('line1', 'Address', values, { autocomplete: 'address-line1' })}
        ${field('line2', 'Apartment, suite (optional)', values, { autocomplete: 'address-line2', required: false })}
        <div class="row">${field('city', 'City', values, { autocomplete: 'address-level2' })}${field('state', 'State / region', values, { autocomplete: 'address-level1' })}</div>
        <div class="row">${field('postal_code', 'Postal code', values, { autocomplete: 'postal-code' })}${field('country', 'Country (2 letters)', values, { autocomplete: 'country', placeholder: 'US' })}</div>
      </fieldset>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay MotoMuse · Demo checkout</title>
<style>
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f7fb;color:#1a1f36}
  main{max-width:980px;margin:0 auto;padding:32px 20px;display:grid;gap:32px;grid-template-columns:1fr} @media(min-width:820px){main{grid-template-columns:1fr 1fr;padding-top:64px}}
  .banner{background:#fff4d6;color:#6b4b00;text-align:center;padding:8px;font-size:14px}
  h1{font-size:18px;margin:0 0 4px;color:#697386;font-weight:600} .total{font-size:36px;font-weight:700;margin:0 0 24px}
  ul{list-style:none;padding:0;margin:0} li{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid #e3e8ee} li small{display:block;color:#697386;margin-top:2px} li.sum{padding:6px 0;border:0;color:#3c4257} li.sum:last-child{font-weight:700;border-top:1px solid #e3e8ee;padding-top:12px;margin-top:6px}
  form{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(26,31,54,.08);display:grid;gap:14px}
  label{display:grid;gap:6px;font-size:14px;color:#3c4257;font-weight:500} input{font:inherit;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;width:100%}
  input:focus{outline:2px solid #635bff;outline-offset:1px} fieldset{border:0;padding:0;margin:0;display:grid;gap:14px} legend{font-weight:600;margin-bottom:8px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px} button{font:inherit;font-weight:600;background:#635bff;color:#fff;border:0;border-radius:6px;padding:12px;cursor:pointer}
  .gift{display:grid;gap:2px;background:#f0fdf4;border-radius:6px;padding:10px 12px;font-size:14px} .error{background:#fde8e8;color:#9b1c1c;border-radius:6px;padding:10px 12px;margin:0} .hint{font-size:13px;color:#697386;margin:0} a{color:#635bff}
</style></head>
<body><p class="banner">Demo payment page: no real money moves. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.</p>
<main>
  <section aria-labelledby="summary"><h1 id="summary">Pay MotoMuse</h1><p class="total">${formatDollars(view.amountTotalCents)}</p><ul>${lines}</ul><ul aria-label="Order summary">${summary}</ul>
  <p class="hint"><a href="${escape(view.cancelUrl)}">← Back to the store</a></p></section>
  <form method="post" action="/demo-checkout/${escape(view.sessionId)}" aria-label="Payment">
    ${view.message ? `<p class="error" role="alert">${escape(view.message)}</p>` : ''}
    <label>Email<input name="email" value="${escape(view.email)}" readonly></label>
    ${card}
    ${shipping}${shipTo}
    <button type="submit">${free ? 'Place order' : `Pay ${formatDollars(view.amountTotalCents)}`}</button>
  </form>
</main></body></html>`;
}
