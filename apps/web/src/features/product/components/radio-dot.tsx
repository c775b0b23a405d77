/** The drawn radio circle of a choice button, so the selection does not rest on colour alone. */
export function RadioDot({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-accent' : 'border-stone-500'}`}
    >
      {checked && <span className="size-2 rounded-full bg-accent" />}
    </span>
  );
}
