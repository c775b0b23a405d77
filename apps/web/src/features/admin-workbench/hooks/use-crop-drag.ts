import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { AspectRatio } from '@store/shared/catalog';
import { largestCrop, moveCrop, scaleCrop, type Crop } from '@store/shared/ratio-crops';

type Size = { width: number; height: number };

type Drag = { mode: 'move' | 'scale'; x: number; y: number; start: Crop };

/** Arrow keys move the crop this share of the image; with Shift, ten times as far. */
const KEY_STEP = 0.01;

/**
 * Moving a crop by dragging it or with the arrow keys, and scaling it by dragging its corner, over
 * a frame showing the whole image. Pointer events, so mouse, pen and touch work alike.
 */
export function useCropDrag(image: Size, ratio: AspectRatio, crop: Crop, setCrop: (crop: Crop) => void) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  function imagePixelsPerScreenPixel(): number {
    const width = frame.current?.getBoundingClientRect().width ?? image.width;
    return image.width / Math.max(1, width);
  }

  function startDrag(mode: Drag['mode'], event: PointerEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: crop };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current) return;
    const scale = imagePixelsPerScreenPixel();
    const dx = (event.clientX - current.x) * scale;
    const dy = (event.clientY - current.y) * scale;
    if (current.mode === 'move') {
      setCrop(moveCrop(image, current.start, dx, dy));
      return;
    }
    // The corner moves as far as the pointer goes: the crop grows twice that about its centre.
    const grown = current.start.width + 2 * Math.max(dx, (dy * current.start.width) / current.start.height);
    setCrop(scaleCrop(image, current.start, ratio, grown / largestCrop(image, ratio).width));
  }

  function endDrag() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = image.width * KEY_STEP * (event.shiftKey ? 10 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop(moveCrop(image, crop, move[0], move[1]));
  }

  return { frame, startDrag, onPointerMove, endDrag, onKeyDown };
}
