import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '#web/components/button.tsx';

type ActionLinkProps = {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
};

/** A link that looks like the site's buttons, for the next step a page offers. */
export function ActionLink({ to, children, variant = 'primary' }: ActionLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant, 'min-h-11')}>
      {children}
    </Link>
  );
}
