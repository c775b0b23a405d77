import { useId } from 'react';
import { BIKE_PICK_MESSAGES, bikeLabel, type PickableBike } from '@store/shared/bike-pick';

type BikePickerProps = {
  /** The customer's photo, upright as the browser shows it (the boxes are shares of the upright photo). */
  photoUrl: string;
  bikes: PickableBike[];
  /** The picked bike's index among those found. */
  value: number;
  onChange: (bike: number) => void;
  disabled: boolean;
};

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * The customer's own pick when their photo holds several motorcycles: each bike found is outlined
 * on the photo as a numbered button ("Bike 1" the most prominent, picked to start with); a tap, a
 * click or Enter on one picks it, and the picked one is drawn solid with a tick.
 */
export function BikePicker({ photoUrl, bikes, value, onChange, disabled }: BikePickerProps) {
  const questionId = useId();
  const hintId = useId();
  const position = Math.max(
    0,
    bikes.findIndex((bike) => bike.index === value),
  );
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      aria-describedby={hintId}
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent/5 p-4"
      data-testid="bike-picker"
    >
      <div>
        <p id={questionId} className="font-semibold text-stone-100">
          {BIKE_PICK_MESSAGES.question}
        </p>
        <p id={hintId} className="mt-1 text-sm text-stone-300">
          {BIKE_PICK_MESSAGES.hint}
        </p>
      </div>
      <div className="relative self-center">
        <img src={photoUrl} alt="" className="block max-h-80 w-auto max-w-full rounded-lg" draggable={false} />
        {bikes.map((bike, place) => {
          const picked = bike.index === value;
          const label = bikeLabel(place);
          return (
            <button
              key={bike.index}
              type="button"
              aria-pressed={picked}
              aria-label={label}
              disabled={disabled}
              onClick={() => onChange(bike.index)}
              data-testid={`bike-outline-${place + 1}`}
              className={`group absolute rounded-md border-[3px] transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed ${
                picked
                  ? 'z-10 border-accent bg-accent/15 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]'
                  : 'border-dashed border-white/90 bg-black/10 shadow-[0_0_0_1px_rgba(0,0,0,0.7)] hover:border-accent hover:bg-accent/10'
              }`}
              style={{
                left: percent(bike.box.x),
                top: percent(bike.box.y),
                width: percent(bike.box.width),
                height: percent(bike.box.height),
              }}
            >
              <span
                aria-hidden="true"
                className={`absolute -top-3 -left-3 flex h-6 min-w-6 items-center justify-center gap-0.5 rounded-full px-1.5 text-xs font-bold shadow ring-1 ring-black/60 sm:h-7 sm:min-w-7 sm:text-sm ${
                  picked ? 'bg-accent text-stone-950' : 'bg-stone-950/85 text-white group-hover:bg-accent group-hover:text-stone-950'
                }`}
              >
                {picked && <span>✓</span>}
                {place + 1}
              </span>
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-accent" data-testid="bike-picked">
        {BIKE_PICK_MESSAGES.picked(bikeLabel(position))}
      </p>
    </div>
  );
}
