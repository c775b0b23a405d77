/** The one failure note of an inline save: staff see it beside the control, screen readers hear it. */
export function NotSaved({ id }: { id: string }) {
  return (
    <p id={id} role="alert" className="text-xs font-semibold text-red-300">
      Not saved
    </p>
  );
}
