import type { ReactNode } from 'react';

/** A square, evenly sized frame for one image of a render card, with a caption under it. */
export function RenderFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-line bg-stone-950">{children}</div>
      <figcaption className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">{caption}</figcaption>
    </figure>
  );
}
