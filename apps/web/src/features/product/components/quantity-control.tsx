import { useId } from 'react';
import { MAX_QUANTITY, quantityFromInput } from '../product-options.ts';

const STEP_BUTTON =
  'flex size-11 items-center justify-center text-xl font-semibold text-stone-100 transition-colors hover:text-accent disabled:cursor-not-allowed disabled:text-stone-600';

type QuantityControlProps = {
  /** What is in the box, as typed; the quantity is read from it. */
  text: string;
  onTextChange: (text: string) => void;
};

/** Minus, the typed quantity and plus: a whole number from 1 (minus is disabled there); invalid input becomes 1 when the box is left. */
export function QuantityControl({ text, onTextChange }: QuantityControlProps) {
  const inputId = useId();
  const quantity = quantityFromInput(text);
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold tracking-[0.12em] text-stone-200 uppercase">
        Quantity
      </label>
      <div className="mt-2 inline-flex items-center rounded-lg border border-stone-700 bg-stone-900 focus-within:border-accent">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={quantity <= 1}
          onClick={() => onTextChange(String(quantity - 1))}
          className={STEP_BUTTON}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={() => onTextChange(String(quantity))}
          className="h-11 w-14 [appearance:textfield] border-x border-stone-700 bg-transparent text-center text-base font-semibold text-stone-100 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => onTextChange(String(quantity + 1))}
          className={STEP_BUTTON}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
