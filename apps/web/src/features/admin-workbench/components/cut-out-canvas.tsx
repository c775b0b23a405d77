import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import type { Box } from '@store/shared/photo-check';
import type { CutOutPixels } from '../hooks/use-cut-out-pixels.ts';
import { fillPolygon, type Point } from '../cut-out/lasso-fill.ts';
import { brushValue, colourAt, dabsBetween, paintDab, type BrushMode, type SnapGuide } from '../cut-out/mask-brush.ts';
import { composeView, drawBikeBoxes, drawBrush, drawLasso, type CutOutView } from '../cut-out/mask-view.ts';

export type CutOutTool = 'brush' | 'lasso';

type Stroke = { pointerId: number; mask: Uint8Array | null; last: Point; guide: SnapGuide | null; lasso: Point[] };

type CutOutCanvasProps = {
  pixels: CutOutPixels;
  mask: Uint8Array;
  view: CutOutView;
  tool: CutOutTool;
  mode: BrushMode;
  radius: number;
  snap: boolean;
  bikes: readonly Box[];
  chosenBike: number;
  disabled: boolean;
  label: string;
  onEdit: (mask: Uint8Array) => void;
};

/** Lasso points closer than this (mask pixels) to the last one add nothing. */
const LASSO_STEP = 2;
/** Outlines are drawn this many screen pixels wide, whatever the canvas is scaled to. */
const OUTLINE_PX = 1.5;

/**
 * The photo and its cut-out, painted on with a pointer (mouse, pen or finger): a brush stroke or a
 * lasso is one edit, handed over when the pointer lifts.
 */
export function CutOutCanvas({
  pixels,
  mask,
  view,
  tool,
  mode,
  radius,
  snap,
  bikes,
  chosenBike,
  disabled,
  label,
  onEdit,
}: CutOutCanvasProps) {
  const { photo, edges } = pixels;
  const { width, height } = photo;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<Stroke | null>(null);
  const hover = useRef<Point | null>(null);
  const frame = useRef(0);
  const image = useRef<ImageData | null>(null);

  const draw = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      image.current ??= context.createImageData(width, height);
      composeView(image.current.data, photo, stroke.current?.mask ?? mask, view);
      context.putImageData(image.current, 0, 0);
      const line = (OUTLINE_PX * width) / Math.max(1, canvas.getBoundingClientRect().width);
      if (view === 'overlay' && bikes.length > 1) drawBikeBoxes(context, bikes, chosenBike, line);
      const lasso = stroke.current?.lasso ?? [];
      if (lasso.length > 1) drawLasso(context, lasso, line);
      else if (hover.current && tool === 'brush' && !disabled) drawBrush(context, hover.current, radius, line);
    });
  }, [width, height, photo, mask, view, bikes, chosenBike, tool, radius, disabled]);

  useEffect(() => {
    draw();
    return () => cancelAnimationFrame(frame.current);
  }, [draw]);

  function toMask(event: PointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * width, y: ((event.clientY - rect.top) / rect.height) * height };
  }

  function handlePointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled || stroke.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toMask(event);
    if (tool === 'lasso') {
      stroke.current = { pointerId: event.pointerId, mask: null, last: point, guide: null, lasso: [point] };
    } else {
      const working = mask.slice();
      const guide = snap ? { photo, edges, startColour: colourAt(photo, point) } : null;
      paintDab(working, width, height, point, radius, brushValue(mode), guide);
      stroke.current = { pointerId: event.pointerId, mask: working, last: point, guide, lasso: [] };
    }
    draw();
  }

  function handlePointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const point = toMask(event);
    hover.current = point;
    const current = stroke.current;
    if (current?.pointerId === event.pointerId) {
      if (current.mask) {
        for (const dab of dabsBetween(current.last, point, radius))
          paintDab(current.mask, width, height, dab, radius, brushValue(mode), current.guide);
        current.last = point;
      } else if (Math.hypot(point.x - current.last.x, point.y - current.last.y) >= LASSO_STEP) {
        current.lasso.push(point);
        current.last = point;
      }
    }
    draw();
  }

  function handlePointerUp(event: PointerEvent<HTMLCanvasElement>) {
    const current = stroke.current;
    if (current?.pointerId !== event.pointerId) return;
    stroke.current = null;
    if (current.mask) {
      onEdit(current.mask);
    } else if (current.lasso.length >= 3) {
      const working = mask.slice();
      fillPolygon(working, width, height, current.lasso, brushValue(mode));
      onEdit(working);
    }
    draw();
  }

  function handlePointerCancel(event: PointerEvent<HTMLCanvasElement>) {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
    draw();
  }

  function handlePointerLeave() {
    hover.current = null;
    draw();
  }

  return (
    <canvas
      ref={canvasRef}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="cut-out-canvas"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
      onPointerLeave={handlePointerLeave}
      onContextMenu={(event) => event.preventDefault()}
      className={`mx-auto block h-auto max-h-[70vh] w-auto max-w-full touch-none rounded-lg border border-line select-none ${disabled ? 'cursor-wait opacity-60' : 'cursor-crosshair'}`}
    />
  );
}
