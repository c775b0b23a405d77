import { useId } from 'react';

const SELECT = 'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none';

type SelectFieldProps = {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The chosen option's value; callers read it back into their own type. */
  onChange: (value: string) => void;
  /** The label beside the list instead of above it. */
  inline?: boolean;
  /** Extra classes for the list, such as a width. */
  className?: string;
};

/** A labelled drop-down list: the filters of the staff screens, the product page's region. */
export function SelectField({ label, value, options, onChange, inline = false, className = '' }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={inline ? 'flex items-center gap-2' : 'flex flex-col gap-1.5'}>
      <label htmlFor={id} className={`text-sm ${inline ? 'font-semibold' : 'font-medium'} text-stone-200`}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${SELECT} ${className}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
