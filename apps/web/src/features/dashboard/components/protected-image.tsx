import type { ImgHTMLAttributes, MouseEvent } from 'react';

function blockContextMenu(event: MouseEvent) {
  event.preventDefault();
}

/** An image that cannot be dragged out or right-clicked to save (SPEC.md section 2). */
export function ProtectedImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'draggable' | 'onContextMenu'> & { alt: string }) {
  return <img loading="lazy" decoding="async" {...props} draggable={false} onContextMenu={blockContextMenu} />;
}
