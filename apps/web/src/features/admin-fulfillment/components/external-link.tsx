import type { ReactNode } from 'react';

const EXTERNAL_LINK = 'font-medium break-all text-accent underline-offset-2 hover:underline';

/** A link to another site (the print provider, a carrier), opened in a new tab and said so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ? `${EXTERNAL_LINK} ${className}` : EXTERNAL_LINK}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
