import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import type { Box } from '@store/shared/photo-check';
import type { CutOutPixels } from '../hooks/use-cut-out-pixels.ts';
import { withBox, type ClickPrompt } from '../cut-out/click-prompt.ts';
import { fillPolygon, type Point } from '../cut-out/lasso-fill.ts';
import { brushValue, colourAt, dabsBetween, paintDab, type BrushMode, type SnapGuide } from '../cut-out/mask-brush.ts';
import type { PhotoPixels } from '../cut-out/photo-edges.ts';
import { composeView, drawBikeBoxes, drawBrush, drawClicks, drawLasso, drawPromptBox, type CutOutView } from '../cut-out/mask-view.ts';

/** Click and Box ask the segmentation model; Brush and Lasso paint the mask by hand. */
export type CutOutTool = 'click' | 'box' | 'brush' | 'lasso';

type Stroke = {
  pointerId: number;
  tool: CutOutTool;
  mask: Uint8Array | null;
  start: Point;
  last: Point;
  guide: SnapGuide | null;
  lasso: Point[];
};

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
  /** The clicks and box the mask answers (or is being asked with), drawn over the photo. */
  clicks: ClickPrompt;
  /** Edits wait: the store is saving, or the model is answering a click. */
  disabled: boolean;
  /** Dims the canvas while it is disabled; a click's answer is quick enough to leave it as it is. */
  dimmed: boolean;
  label: string;
  onEdit: (mask: Uint8Array) => void;
  /** A click at a point in mask pixels, with whether Shift was held. */
  onClick: (at: Point, shiftKey: boolean) => void;
  /** A box dragged between two corners, in mask pixels. */
  onBox: (from: Point, to: Point) => void;
};

/** Lasso points closer than this (mask pixels) to the last one add nothing. */
const LASSO_STEP = 2;
/** Outlines are drawn this many screen pixels wide, whatever the canvas is scaled to. */
const OUTLINE_PX = 1.5;
/** A click that moves further than this (screen pixels) before the pointer lifts is a drag, not a click. */
const CLICK_SLOP_PX = 8;

type StrokePaint = { photo: PhotoPixels; edges: Float32Array; mask: Uint8Array; radius: number; mode: BrushMode; snap: boolean };

/** A stroke as the pointer goes down: a brush's first dab is painted at once on a copy of the mask. */
function startStroke(tool: CutOutTool, pointerId: number, point: Point, { photo, edges, mask, radius, mode, snap }: StrokePaint): Stroke {
  const start = { pointerId, tool, start: point, last: point, guide: null, lasso: [] };
  if (tool === 'lasso') return { ...start, mask: null, lasso: [point] };
  if (tool !== 'brush') return { ...start, mask: null };
  const working = mask.slice();
  const guide = snap ? { photo, edges, startColour: colourAt(photo, point) } : null;
  paintDab(working, photo.width, photo.height, point, radius, brushValue(mode), guide);
  return { ...start, mask: working, guide };
}

/** The stroke followed to where the pointer went: a click or box notes it, a brush paints up to it, a lasso adds a point. */
function extendStroke(current: Stroke, point: Point, { photo, radius, mode }: Pick<StrokePaint, 'photo' | 'radius' | 'mode'>): void {
  if (current.tool === 'click' || current.tool === 'box') {
    current.last = point;
  } else if (current.mask) {
    for (const dab of dabsBetween(current.last, point, radius))
      paintDab(current.mask, photo.width, photo.height, dab, radius, brushValue(mode), current.guide);
    current.last = point;
  } else if (Math.hypot(point.x - current.last.x, point.y - current.last.y) >= LASSO_STEP) {
    current.lasso.push(point);
    current.last = point;
  }
}

/** Draws the photo, the cut-out and what is over them (boxes, clicks, the lasso, the brush) in the next frame. */
function useMaskDrawing({ pixels, mask, view, tool, radius, bikes, chosenBike, clicks, disabled }: CutOutCanvasProps) {
  const { photo } = pixels;
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
      if (view === 'overlay' && bikes.length > 1 && !clicks.box) drawBikeBoxes(context, bikes, chosenBike, line);
      const current = stroke.current;
      const dragged = current?.tool === 'box' ? withBox(clicks, current.start, current.last, width, height)?.box : null;
      const box = dragged ?? clicks.box;
      if (box) drawPromptBox(context, box, line);
      drawClicks(context, clicks.points, line);
      const lasso = current?.lasso ?? [];
      if (lasso.length > 1) drawLasso(context, lasso, line);
      else if (hover.current && tool === 'brush' && !disabled) drawBrush(context, hover.current, radius, line);
    });
  }, [width, height, photo, mask, view, bikes, chosenBike, clicks, tool, radius, disabled]);

  useEffect(() => {
    draw();
    return () => cancelAnimationFrame(frame.current);
  }, [draw]);

  return { canvasRef, stroke, hover, draw };
}

type StrokeRefs = { stroke: RefObject<Stroke | null>; hover: RefObject<Point | null>; draw: () => void };

/** The canvas's pointer handlers: a stroke from the pointer going down to it lifting, handed over as a click, a box or an edit. */
function strokeHandlers(props: CutOutCanvasProps, { stroke, hover, draw }: StrokeRefs) {
  const { pixels, mask, tool, mode, radius, snap, disabled, onEdit, onClick, onBox } = props;
  const { photo, edges } = pixels;
  const { width, height } = photo;

  function toMask(event: PointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * width, y: ((event.clientY - rect.top) / rect.height) * height };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled || stroke.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    stroke.current = startStroke(tool, event.pointerId, toMask(event), { photo, edges, mask, radius, mode, snap });
    draw();
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const point = toMask(event);
    hover.current = point;
    const current = stroke.current;
    if (current?.pointerId === event.pointerId) extendStroke(current, point, { photo, radius, mode });
    draw();
  }

  function onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
    const current = stroke.current;
    if (current?.pointerId !== event.pointerId) return;
    stroke.current = null;
    const point = toMask(event);
    if (current.tool === 'click') {
      const scale = event.currentTarget.getBoundingClientRect().width / width;
      const moved = Math.hypot(point.x - current.start.x, point.y - current.start.y) * scale;
      if (moved <= CLICK_SLOP_PX) onClick(current.start, event.shiftKey);
    } else if (current.tool === 'box') {
      onBox(current.start, point);
    } else if (current.mask) {
      onEdit(current.mask);
    } else if (current.lasso.length >= 3) {
      const working = mask.slice();
      fillPolygon(working, width, height, current.lasso, brushValue(mode));
      onEdit(working);
    }
    draw();
  }

  function onPointerCancel(event: PointerEvent<HTMLCanvasElement>) {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
    draw();
  }

  function onPointerLeave() {
    hover.current = null;
    draw();
  }

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerLeave };
}

/**
 * The photo and its cut-out, edited with a pointer (mouse, pen or finger): a click or a dragged
 * box asks the model, a brush stroke or a lasso is one edit, each handed over when the pointer lifts.
 */
export function CutOutCanvas(props: CutOutCanvasProps) {
  const { width, height } = props.pixels.photo;
  const { canvasRef, stroke, hover, draw } = useMaskDrawing(props);
  const handlers = strokeHandlers(props, { stroke, hover, draw });
  const { disabled, dimmed } = props;

  return (
    <canvas
      ref={canvasRef}
      width={width}
      height={height}
      role="img"
      aria-label={props.label}
      data-testid="cut-out-canvas"
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerCancel={handlers.onPointerCancel}
      onPointerLeave={handlers.onPointerLeave}
      onContextMenu={(event) => event.preventDefault()}
      className={`mx-auto block h-auto max-h-[70vh] w-auto max-w-full touch-none rounded-lg border border-line select-none ${disabled ? (dimmed ? 'cursor-wait opacity-60' : 'cursor-progress') : 'cursor-crosshair'}`}
    />
  );
}
