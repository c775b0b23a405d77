import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ASPECT_RATIO_INFO, isAspectRatio, type AspectRatio } from '@store/shared/catalog';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useRadioGroup } from '../hooks/use-radio-group.ts';
import { NARROW_SCREEN_QUERY, PRODUCT_MESSAGES, ratioOptionLabel } from '../product-options.ts';
import { OPTION_LABEL, SELECT, optionButtonClasses } from './option-styles.ts';
import { RadioDot } from './radio-dot.tsx';

type AspectSizePickerProps = {
  ratios: readonly AspectRatio[];
  recommended: AspectRatio | null;
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
};

/** The aspect ratios the render has results for: buttons on wide screens, a dropdown on narrow ones. */
export function AspectSizePicker(props: AspectSizePickerProps) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return narrow ? <AspectSizeSelect {...props} /> : <AspectSizeRadios {...props} />;
}

function AspectSizeSelect({ ratios, recommended, value, onChange }: AspectSizePickerProps) {
  const selectId = useId();
  const hintId = useId();
  return (
    <div>
      <h3 className={OPTION_LABEL}>
        <label htmlFor={selectId}>Aspect Size</label>
      </h3>
      <select
        id={selectId}
        value={value}
        aria-describedby={recommended ? hintId : undefined}
        onChange={(event) => {
          if (isAspectRatio(event.target.value)) onChange(event.target.value);
        }}
        className={`mt-3 ${SELECT}`}
      >
        {ratios.map((ratio) => (
          <option key={ratio} value={ratio}>
            {ratioOptionLabel(ratio, recommended)}
          </option>
        ))}
      </select>
      {recommended && (
        <p id={hintId} className="mt-2 text-xs leading-5 text-muted">
          <span className="font-semibold text-stone-200">{ASPECT_RATIO_INFO[recommended].label}</span> —{' '}
          {PRODUCT_MESSAGES.recommendedTooltip}
        </p>
      )}
    </div>
  );
}

/** Room kept for the tooltip so it never runs past the picker's right edge. */
const TOOLTIP_WIDTH_PX = 256;
/** Lets the pointer travel from the button onto the tooltip without it closing (WCAG 1.4.13, hoverable). */
const TOOLTIP_CLOSE_DELAY_MS = 150;

function AspectSizeRadios({ ratios, recommended, value, onChange }: AspectSizePickerProps) {
  const headingId = useId();
  const tooltipId = useId();
  const radioProps = useRadioGroup(ratios, value, onChange);
  const [tooltipAt, setTooltipAt] = useState<{ left: number; top: number } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function openTooltip(button: HTMLElement) {
    clearTimeout(closeTimer.current);
    const picker = button.offsetParent instanceof HTMLElement ? button.offsetParent : null;
    const room = picker ? picker.clientWidth - TOOLTIP_WIDTH_PX : button.offsetLeft;
    setTooltipAt({ left: Math.max(0, Math.min(button.offsetLeft, room)), top: button.offsetTop });
  }

  function closeTooltipSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setTooltipAt(null), TOOLTIP_CLOSE_DELAY_MS);
  }

  function closeTooltipNow() {
    clearTimeout(closeTimer.current);
    setTooltipAt(null);
  }

  return (
    <div className="relative">
      <h3 id={headingId} className={OPTION_LABEL}>
        Aspect Size
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-3 grid grid-cols-2 gap-2">
        {ratios.map((ratio) => {
          const checked = ratio === value;
          const isRecommended = ratio === recommended;
          const props = radioProps(ratio);
          const tooltipHandlers = isRecommended
            ? {
                'aria-describedby': tooltipId,
                onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => openTooltip(event.currentTarget),
                onPointerLeave: closeTooltipSoon,
                onFocus: (event: FocusEvent<HTMLButtonElement>) => openTooltip(event.currentTarget),
                onBlur: closeTooltipNow,
                onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
                  if (event.key === 'Escape') closeTooltipNow();
                  props.onKeyDown(event);
                },
              }
            : {};
          return (
            <button key={ratio} {...props} {...tooltipHandlers} data-ratio={ratio} className={optionButtonClasses(checked, 'min-h-14')}>
              <RadioDot checked={checked} />
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <span>{ASPECT_RATIO_INFO[ratio].label}</span>
                {isRecommended && (
                  <span
                    title={PRODUCT_MESSAGES.recommendedTooltip}
                    className="rounded-full bg-accent px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-ink uppercase"
                  >
                    Recommended
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
      {recommended && (
        <div
          role="tooltip"
          id={tooltipId}
          hidden={tooltipAt === null}
          onPointerEnter={() => clearTimeout(closeTimer.current)}
          onPointerLeave={closeTooltipSoon}
          className="absolute z-20 pb-2"
          style={{ left: tooltipAt?.left ?? 0, top: tooltipAt?.top ?? 0, width: TOOLTIP_WIDTH_PX, transform: 'translateY(-100%)' }}
        >
          <span className="block rounded-md bg-stone-100 px-3 py-2 text-xs leading-5 font-medium text-ink shadow-lg shadow-black/40">
            {PRODUCT_MESSAGES.recommendedTooltip}
          </span>
        </div>
      )}
    </div>
  );
}
