import { useId, type ReactNode } from 'react';

/** A titled panel of the workbench; its content is labelled by the heading. */
export function WorkbenchSection({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-medium tracking-wide text-stone-100">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
