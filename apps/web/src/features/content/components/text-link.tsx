import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** The look of a link inside running text, for places the prose styles do not reach (ledes, cards, dialogs). */
export const textLinkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 transition-colors hover:decoration-accent hover:decoration-2';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}
