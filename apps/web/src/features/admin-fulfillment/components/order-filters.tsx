import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@store/shared/orders';
import { SearchBox } from '#web/components/search-box.tsx';
import { SelectField } from '#web/components/select-field.tsx';

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
      <SearchBox label="Orders" placeholder="Name, email or order ID" value={search} onSearch={onSearch} />
    </div>
  );
}
