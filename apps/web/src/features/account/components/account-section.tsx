import type { ReactNode } from 'react';

/** One panel of the account page, its heading naming it for screen readers. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-panel p-6 sm:p-8">
      <h2 id={id} className="font-display text-xl font-semibold tracking-wide text-stone-50">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-400">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
