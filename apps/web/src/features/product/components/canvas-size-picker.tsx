import { useId, type Ref } from 'react';
import { formatDollars } from '@store/shared/prices';
import { displaySize } from '@store/shared/size';
import type { CatalogSize } from '@store/shared/catalog-schemas';
import { isForSale } from '../product-options.ts';
import { OPTION_LABEL, SELECT } from './option-styles.ts';

type CanvasSizePickerProps = {
  sizes: readonly CatalogSize[];
  value: CatalogSize;
  onChange: (size: string) => void;
  ref?: Ref<HTMLSelectElement>;
};

/** The canvas sizes of the chosen ratio with their prices; a size without a price is shown but cannot be bought. */
export function CanvasSizePicker({ sizes, value, onChange, ref }: CanvasSizePickerProps) {
  const selectId = useId();
  const noteId = useId();
  const forSale = isForSale(value);
  return (
    <div>
      <h3 className={OPTION_LABEL}>
        <label htmlFor={selectId}>Canvas Size</label>
      </h3>
      <select
        ref={ref}
        id={selectId}
        value={value.size}
        aria-describedby={forSale ? undefined : noteId}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-3 ${SELECT}`}
      >
        {sizes.map((size) => (
          <option key={size.size} value={size.size}>
            {`${displaySize(size.size)} — ${formatDollars(size.unitPriceCents)}`}
          </option>
        ))}
      </select>
      {!forSale && (
        <p id={noteId} className="mt-2 text-sm text-amber-200">
          This size has no price available right now, so it can’t be added to the cart.
        </p>
      )}
    </div>
  );
}
