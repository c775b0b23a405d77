import { GIFT_MESSAGE_MAX_LENGTH } from '@store/shared/gifts';
import { EMPTY_GIFT, updateCheckoutChoices, useCheckoutChoices, type GiftDraft } from '#web/lib/cart/checkout-choices.ts';

type RecipientField = keyof GiftDraft['recipient'];

const FIELDS: Array<{ name: RecipientField; label: string; autoComplete: string; optional?: boolean; wide?: boolean }> = [
  { name: 'name', label: "Recipient's name", autoComplete: 'shipping name', wide: true },
  { name: 'line1', label: 'Address', autoComplete: 'shipping address-line1', wide: true },
  { name: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'shipping address-line2', optional: true, wide: true },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'shipping address-level1' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country (2 letters)', autoComplete: 'shipping country' },
];

const INPUT =
  'w-full rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-500 focus:border-accent focus:outline-none';

/** "This is a gift": a message for the packing slip (which then shows no prices) and the recipient's address the canvas ships to. */
export function GiftOption() {
  const { gift } = useCheckoutChoices();
  const change = (next: GiftDraft) => updateCheckoutChoices({ gift: next });

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <legend className="sr-only">Gift</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={gift !== null}
          onChange={(event) => updateCheckoutChoices({ gift: event.target.checked ? EMPTY_GIFT : null })}
          className="accent-amber-500"
        />
        This is a gift
      </label>
      {gift && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-stone-400">We ship the canvas to the recipient with your message and no prices on the packing slip.</p>
          <label className="flex flex-col gap-1 text-sm text-stone-300">
            Gift message
            <textarea
              value={gift.message}
              maxLength={GIFT_MESSAGE_MAX_LENGTH}
              rows={3}
              onChange={(event) => change({ ...gift, message: event.target.value })}
              className={INPUT}
            />
            <span className="self-end text-xs text-stone-500">
              {gift.message.length}/{GIFT_MESSAGE_MAX_LENGTH}
            </span>
          </label>
          <div className="grid grid-cols-2 gap-2">
            {FIELDS.map((field) => (
              <label key={field.name} className={`flex flex-col gap-1 text-sm text-stone-300 ${field.wide ? 'col-span-2' : ''}`}>
                {field.label}
                <input
                  value={gift.recipient[field.name]}
                  autoComplete={field.autoComplete}
                  required={!field.optional}
                  maxLength={field.name === 'country' ? 2 : 200}
                  onChange={(event) => change({ ...gift, recipient: { ...gift.recipient, [field.name]: event.target.value } })}
                  className={`${INPUT} ${field.name === 'country' ? 'uppercase' : ''}`}
                />
              </label>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  );
}
