import { Link } from 'react-router';
import type { ReactNode } from 'react';

type ActionLinkProps = {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
};

const variantClasses = {
  primary: 'bg-accent text-ink hover:bg-accent-strong',
  secondary: 'border border-line bg-panel text-stone-100 hover:border-stone-600 hover:bg-stone-800',
} as const;

/** A link that looks like a button, for the one next step a page offers. */
export function ActionLink({ to, children, variant = 'primary' }: ActionLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold tracking-wide transition-colors ${variantClasses[variant]}`}
    >
      {children}
    </Link>
  );
}
