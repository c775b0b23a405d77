import { useId, type ReactNode } from 'react';
import type { Style } from '@store/shared/styles';

export type StyleCardContent = {
  style: Style;
  /** The picture of the style: a sample render or the customer's own sketch. */
  picture: ReactNode;
  /** A line under the style's name. */
  note: ReactNode;
  badge?: string;
};

type StyleRadioCardsProps = {
  legend: string;
  cards: StyleCardContent[];
  value: string;
  onChange: (style: Style) => void;
  disabled: boolean;
  describedBy?: string;
};

/**
 * A style chosen by its picture: real radio inputs (arrow keys move between them, a screen reader
 * hears a radio group) whose labels are cards.
 */
export function StyleRadioCards({ legend, cards, value, onChange, disabled, describedBy }: StyleRadioCardsProps) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy} data-testid="style-picker">
      <legend className="mb-1.5 text-sm font-medium text-stone-200">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((card) => {
          const id = `${name}-${card.style}`;
          return (
            <div key={card.style} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={card.style}
                aria-label={card.badge ? `${card.style} (${card.badge})` : card.style}
                aria-describedby={`${id}-note`}
                checked={value === card.style}
                onChange={() => onChange(card.style)}
                disabled={disabled}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                data-testid={`style-card-${card.style}`}
                className="flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 border-stone-700 bg-stone-900 transition-colors peer-checked:border-accent peer-checked:bg-accent/10 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-not-checked:hover:border-stone-500"
              >
                <span className="relative block aspect-square w-full overflow-hidden bg-stone-950">{card.picture}</span>
                <span className="flex flex-1 flex-col gap-0.5 px-2.5 py-2">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-display text-base font-semibold tracking-wide text-stone-100">{card.style}</span>
                    {card.badge && (
                      <span className="rounded-full bg-accent/15 px-2 py-0.5 text-[0.7rem] font-semibold text-accent">{card.badge}</span>
                    )}
                  </span>
                  <span id={`${id}-note`} className="text-xs leading-snug text-stone-400">
                    {card.note}
                  </span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
