import type { ReactNode } from 'react';

export type HeadingLevel = 3 | 4;

/** A small caps heading inside an order; its level follows where the order sits (a table row or a card). */
export function SectionHeading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return <Tag className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">{children}</Tag>;
}
