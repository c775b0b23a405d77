import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@store/shared/orders';
import { SelectField } from '#web/components/select-field.tsx';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 250;

const FILTERS: readonly (OrderStatus | null)[] = [null, ...ORDER_STATUSES];

type OrderFiltersProps = {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  search: string;
  onStatus: (status: OrderStatus | null) => void;
  onPaymentStatus: (paymentStatus: PaymentStatus | null) => void;
  onSearch: (search: string) => void;
};

/** Fulfilment status buttons, the payment status choice and the search box; all combine into one view of the orders. */
export function OrderFilters({ status, paymentStatus, search, onStatus, onPaymentStatus, onSearch }: OrderFiltersProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
      <div
        role="group"
        aria-label="Status"
        className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-panel p-1 sm:inline-flex sm:self-start"
      >
        {FILTERS.map((filter) => (
          <button
            key={filter ?? 'all'}
            type="button"
            aria-pressed={status === filter}
            onClick={() => onStatus(filter)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${status === filter ? 'bg-accent text-ink' : 'text-stone-200 hover:text-accent'}`}
          >
            {filter ? ORDER_STATUS_LABELS[filter] : 'All'}
          </button>
        ))}
      </div>
      <SelectField
        label="Payment"
        value={paymentStatus ?? ''}
        options={[
          { value: '', label: 'Any' },
          ...PAYMENT_STATUSES.map((option) => ({ value: option, label: PAYMENT_STATUS_LABELS[option] })),
        ]}
        onChange={(value) => onPaymentStatus(PAYMENT_STATUSES.find((option) => option === value) ?? null)}
        className="py-2.5"
      />
      <SearchBox value={search} onSearch={onSearch} />
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed underneath (Back, a link): show its search, unless it is what is being typed.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    if (next !== value) onSearch(next);
  }

  return (
    <form role="search" aria-label="Orders" onSubmit={handleSubmit} className="flex w-full flex-col gap-1.5 lg:w-80">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-200">
        Search
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name, email or order ID"
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-2.5 text-stone-100 placeholder:text-stone-500 focus:border-accent focus:outline-none"
      />
    </form>
  );
}
