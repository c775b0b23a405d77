import { useId, useState } from 'react';
import { BIKE_PICK_MESSAGES } from '@store/shared/bike-pick';
import type { Subject } from '@store/shared/subject';
import { useChooseBike } from '../api/choose-bike.ts';
import { useKeepRider } from '../api/keep-rider.ts';

/** Which bike is cut out when the photo has several (numbered as on the photo; the customer's own pick marked), and whether its rider stays. */
export function SubjectChoices({ renderId, subject }: { renderId: string; subject: Subject }) {
  const riderId = useId();
  const bike = useChooseBike(renderId);
  const rider = useKeepRider(renderId);
  const [error, setError] = useState<string | null>(null);
  const busy = bike.isPending || rider.isPending || subject.status === 'working';
  const onError = (cause: Error) => setError(cause.message || 'Could not change the cut-out.');
  if (subject.bikes.length < 2 && subject.riders.length === 0) return null;

  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
      {subject.bikes.length > 1 && (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-stone-200">Bike to cut out</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {subject.bikes.map((found, index) => (
              <label key={index} className="flex items-center gap-2 text-sm text-stone-200">
                <input
                  type="radio"
                  name={`${riderId}-bike`}
                  checked={subject.bike === index}
                  disabled={busy}
                  onChange={() => {
                    setError(null);
                    bike.mutate(index, { onError });
                  }}
                  className="size-4 accent-amber-500"
                />
                Bike {index + 1}
                <span className="text-stone-400">
                  {index === 0 ? 'most prominent, ' : ''}
                  {Math.round(found.score * 100)}% sure
                </span>
                {subject.customerBike === index && (
                  <span
                    className="rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-semibold text-amber-200"
                    data-testid="customers-pick"
                  >
                    {BIKE_PICK_MESSAGES.customersPick}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {subject.riders.length > 0 && (
        <div className="flex items-center gap-2 self-end">
          <input
            id={riderId}
            type="checkbox"
            role="switch"
            checked={subject.rider}
            disabled={busy}
            onChange={(event) => {
              setError(null);
              rider.mutate(event.target.checked, { onError });
            }}
            className="size-4 accent-amber-500"
          />
          <label htmlFor={riderId} className="text-sm text-stone-200">
            Keep the rider on the bike
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
