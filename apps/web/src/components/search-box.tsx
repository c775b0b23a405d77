import { useEffect, useId, useState, type FormEvent } from 'react';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 250;

type SearchBoxProps = {
  /** What is searched, for screen readers: "Orders". */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
};

/** A search field that asks again once typing pauses, or at once on Enter; follows the address when it changes underneath. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
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
    <form role="search" aria-label={label} onSubmit={handleSubmit} className="flex w-full flex-col gap-1.5 lg:w-80">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-200">
        Search
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-2.5 text-stone-100 placeholder:text-stone-500 focus:border-accent focus:outline-none"
      />
    </form>
  );
}
