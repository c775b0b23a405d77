import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '#web/components/button.tsx';
import { useUpdateAdminOrder } from '../api/update-admin-order.ts';

/** The server accepts carrier numbers of 3 to 60 characters. */
const TRACKING_MIN = 3;
const TRACKING_MAX = 60;

/**
 * Adds a carrier tracking number to the order, or corrects the one it `replaces`; the server keeps
 * each number once, ships the order on a new one and emails the customer once (decision 039).
 */
export function TrackingForm({ orderId, replaces, onDone }: { orderId: string; replaces?: string; onDone?: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdminOrder();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const trackingNumber = value.trim();
    if (trackingNumber.length < TRACKING_MIN) {
      setError(`Enter a tracking number of at least ${TRACKING_MIN} characters.`);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        orderId,
        changes: replaces === undefined ? { trackingNumber } : { trackingNumber, replacesTrackingNumber: replaces },
      });
    } catch {
      setError(
        replaces === undefined ? 'Could not add the tracking number. Try again.' : 'Could not correct the tracking number. Try again.',
      );
      return;
    }
    setValue('');
    onDone?.();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-200">
        {replaces === undefined ? 'Add tracking number' : `Correct ${replaces} to`}
        <span className="sr-only"> for order {orderId}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          maxLength={TRACKING_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="min-w-0 flex-1 rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 font-mono text-sm text-stone-100 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400"
        />
        <button type="submit" disabled={update.isPending} className={buttonClasses('secondary', 'shrink-0 px-4 py-2 text-sm')}>
          {replaces === undefined ? (update.isPending ? 'Adding...' : 'Add') : update.isPending ? 'Saving...' : 'Save'}
          <span className="sr-only">
            {' '}
            tracking number {replaces === undefined ? 'to' : 'of'} order {orderId}
          </span>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
