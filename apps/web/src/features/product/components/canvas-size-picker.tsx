import { useId } from 'react';
import { formatDollars } from '@store/shared/prices';
import { PRINT_PPI } from '@store/shared/print-resolution';
import { displaySize } from '@store/shared/size';
import type { CatalogSize } from '@store/shared/catalog-schemas';
import { isForSale } from '../product-options.ts';
import { DIGITAL_DOWNLOAD_ANCHOR } from './digital-download-offer.tsx';
import { OPTION_LABEL, SELECT } from './option-styles.ts';

type CanvasSizePickerProps = {
  /** The sizes that print sharply from this render; none when no canvas of the ratio does. */
  sizes: readonly CatalogSize[];
  value: CatalogSize | null;
  onChange: (size: string) => void;
};

/** The canvas sizes of the chosen ratio that print sharply, with their prices; a size without a price is shown but cannot be bought. */
export function CanvasSizePicker({ sizes, value, onChange }: CanvasSizePickerProps) {
  const selectId = useId();
  const noteId = useId();
  if (!value) {
    return (
      <div>
        <h3 className={OPTION_LABEL}>Canvas Size</h3>
        <p
          data-testid="no-sharp-size"
          className="mt-3 rounded-lg border border-line bg-stone-950/40 px-4 py-3 text-sm leading-6 text-stone-200"
        >
          No canvas of this shape prints sharply from this render.{' '}
          <a href={`#${DIGITAL_DOWNLOAD_ANCHOR}`} className="font-semibold text-accent underline underline-offset-4">
            The digital download
          </a>{' '}
          has every shape at full resolution.
        </p>
      </div>
    );
  }
  const forSale = isForSale(value);
  return (
    <div>
      <h3 className={OPTION_LABEL}>
        <label htmlFor={selectId}>Canvas Size</label>
      </h3>
      <select
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
      <p className="mt-2 text-xs text-muted">Listed: the sizes this render prints sharply, at {PRINT_PPI} pixels per inch or more.</p>
      {!forSale && (
        <p id={noteId} className="mt-2 text-sm text-amber-200">
          This size has no price available right now, so it can’t be added to the cart.
        </p>
      )}
    </div>
  );
}
