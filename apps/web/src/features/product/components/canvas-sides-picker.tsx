import { useId } from 'react';
import { Link } from 'react-router';
import { BORDER_STYLES, BORDER_STYLE_LABELS, type BorderStyle } from '@store/shared/catalog';
import { InfoIcon } from '#web/components/icons.tsx';
import { useRadioGroup } from '../hooks/use-radio-group.ts';
import { PRODUCT_MESSAGES } from '../product-options.ts';
import { OPTION_LABEL, optionButtonClasses } from './option-styles.ts';
import { RadioDot } from './radio-dot.tsx';

/** Full Wrap or White Border, with the hand-stretching caveat and the way to the sizing guide. */
type CanvasSidesPickerProps = {
  value: BorderStyle;
  onChange: (borderStyle: BorderStyle) => void;
  /** Carries the customer's choices, so the guide can link back to them. */
  sizingGuideHref: string;
};

export function CanvasSidesPicker({ value, onChange, sizingGuideHref }: CanvasSidesPickerProps) {
  const headingId = useId();
  const noteId = useId();
  const radioProps = useRadioGroup(BORDER_STYLES, value, onChange);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className={OPTION_LABEL}>
          Canvas Sides
        </h3>
        <Link
          to={sizingGuideHref}
          className="text-sm font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent hover:decoration-2"
        >
          Sizing guide
        </Link>
      </div>
      <div role="radiogroup" aria-labelledby={headingId} aria-describedby={noteId} className="mt-3 grid grid-cols-2 gap-2">
        {BORDER_STYLES.map((borderStyle) => (
          <button key={borderStyle} {...radioProps(borderStyle)} className={optionButtonClasses(borderStyle === value)}>
            <RadioDot checked={borderStyle === value} />
            {BORDER_STYLE_LABELS[borderStyle]}
          </button>
        ))}
      </div>
      <p id={noteId} className="mt-3 flex gap-2 text-sm leading-6 text-amber-200">
        <InfoIcon className="mt-1 size-4 shrink-0" />
        {PRODUCT_MESSAGES.handStretched}
      </p>
    </div>
  );
}
