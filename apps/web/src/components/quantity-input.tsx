import { useState } from 'react';

/**
 * A quantity field: typing is free while focused, and the value is committed on blur or
 * Enter, where the caller applies the rule (an integer of at least 1; anything else is 1).
 */
export function QuantityInput({
  value,
  onCommit,
  label,
  className = '',
}: {
  value: number;
  onCommit: (input: string) => void;
  label: string;
  className?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      className={className}
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
