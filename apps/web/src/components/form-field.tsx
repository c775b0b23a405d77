import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'w-full rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-2.5 text-stone-100 placeholder:text-stone-500 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400';

type FieldProps = { label: string; error?: string | undefined };
type ControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Label, control and error message, wired together for screen readers. */
function Field({ label, error, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
        {label}
      </label>
      {children({ id, className: CONTROL, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...props} />}
    </Field>
  );
}

export function TextAreaField({ label, error, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error}>
      {(control) => <textarea {...control} {...props} className={`${control.className} min-h-36`} />}
    </Field>
  );
}
