import { useState, type DragEvent } from 'react';

/** The first file of a pick or a drop, or why it cannot be used: none given, or not an image. */
export function firstImage(files: FileList | null): File | 'none' | 'not-an-image' {
  const file = files?.[0];
  if (!file) return 'none';
  return file.type.startsWith('image/') ? file : 'not-an-image';
}

/** Drag-and-drop onto a zone: whether something is being dragged over it, and the handlers to spread on it. */
export function useFileDrop({ disabled = false, onFiles }: { disabled?: boolean; onFiles: (files: FileList) => void }) {
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    // Moving between the zone's own children fires dragleave too; only leaving the zone counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(event.dataTransfer.files);
  }

  return { dragging, dropHandlers: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } };
}
