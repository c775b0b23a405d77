import { useId } from 'react';
import { BACKDROP_LABELS, STYLE_BACKDROPS, isBackdropOf, type Backdrop, type Style } from '@store/shared/styles';

/** The backdrops a style offers, the photo's own scene among them. */
export function BackdropSelect({
  style,
  value,
  onChange,
  className,
}: {
  style: Style;
  value: Backdrop;
  onChange: (backdrop: Backdrop) => void;
  className: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
        Backdrop
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => isBackdropOf(style, event.target.value) && onChange(event.target.value)}
        className={className}
      >
        {STYLE_BACKDROPS[style].map((backdrop) => (
          <option key={backdrop} value={backdrop}>
            {BACKDROP_LABELS[backdrop]}
          </option>
        ))}
      </select>
    </div>
  );
}
