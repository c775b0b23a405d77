import { useRef, type KeyboardEvent } from 'react';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Buttons that behave as one set of radio buttons (WAI-ARIA radio group pattern): only the
 * checked one is in the tab order, and the arrow keys, Home and End move the choice and the focus.
 */
export function useRadioGroup<T extends string>(values: readonly T[], value: T, onChange: (value: T) => void) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabStop = values.includes(value) ? value : values[0];

  function move(event: KeyboardEvent<HTMLButtonElement>, from: T) {
    const index = values.indexOf(from);
    const last = values.length - 1;
    let next: number | null = null;
    if (NEXT_KEYS.has(event.key)) next = index >= last ? 0 : index + 1;
    else if (PREVIOUS_KEYS.has(event.key)) next = index <= 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    const target = next === null ? undefined : values[next];
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    buttons.current.get(target)?.focus();
  }

  return function radioProps(option: T) {
    return {
      type: 'button' as const,
      role: 'radio' as const,
      'aria-checked': option === value,
      tabIndex: option === tabStop ? 0 : -1,
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(option, element);
        else buttons.current.delete(option);
      },
      onClick: () => onChange(option),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => move(event, option),
    };
  };
}
