import type { DragEvent, ImgHTMLAttributes, MouseEvent } from 'react';

function block(event: MouseEvent | DragEvent) {
  event.preventDefault();
}

type GalleryImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'draggable' | 'onContextMenu' | 'onDragStart'> & { alt: string };

/** A sample image that cannot be right-clicked to save or dragged out (SPEC.md section 2, Gallery). */
export function GalleryImage(props: GalleryImageProps) {
  return <img decoding="async" {...props} draggable={false} onContextMenu={block} onDragStart={block} />;
}
