import type { Point } from './lasso-fill.ts';
import type { PhotoPixels } from './photo-edges.ts';

export type CutOutView = 'overlay' | 'checkerboard';

/** The cut-out is tinted amber over the photo; what is left out is dimmed. */
const TINT = [245, 158, 11] as const;
const TINT_STRENGTH = 0.45;
const DIM = 0.55;
const CHECKER_SIZE = 12;
const CHECKER_LIGHT = 200;
const CHECKER_DARK = 150;

/**
 * What the editor shows, pixel by pixel: the photo with the cut-out tinted, or the cut-out alone
 * on a checkerboard (as it will stand in a draft). Written into `out`, an RGBA buffer of the
 * mask's size.
 */
export function composeView(out: Uint8ClampedArray, photo: PhotoPixels, mask: Uint8Array, view: CutOutView): void {
  const { data, width } = photo;
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    const index = pixel * 4;
    const amount = mask[pixel]! / 255;
    if (view === 'overlay') {
      const keep = DIM + (1 - DIM) * amount;
      const tint = TINT_STRENGTH * amount;
      for (let channel = 0; channel < 3; channel += 1) {
        out[index + channel] = data[index + channel]! * keep * (1 - tint) + TINT[channel]! * tint;
      }
    } else {
      const x = pixel % width;
      const y = (pixel - x) / width;
      const checker = (Math.floor(x / CHECKER_SIZE) + Math.floor(y / CHECKER_SIZE)) % 2 === 0 ? CHECKER_LIGHT : CHECKER_DARK;
      for (let channel = 0; channel < 3; channel += 1) out[index + channel] = data[index + channel]! * amount + checker * (1 - amount);
    }
    out[index + 3] = 255;
  }
}

/** The lasso being drawn, closed back to its start. */
export function drawLasso(context: CanvasRenderingContext2D, points: readonly Point[], lineWidth: number): void {
  if (points.length < 2) return;
  context.save();
  context.lineWidth = lineWidth;
  context.setLineDash([lineWidth * 3, lineWidth * 2]);
  context.strokeStyle = '#fafaf9';
  context.fillStyle = 'rgba(245, 158, 11, 0.2)';
  context.beginPath();
  context.moveTo(points[0]!.x, points[0]!.y);
  for (const point of points.slice(1)) context.lineTo(point.x, point.y);
  context.closePath();
  context.fill();
  context.stroke();
  context.restore();
}

/** The brush's outline where the pointer is. */
export function drawBrush(context: CanvasRenderingContext2D, centre: Point, radius: number, lineWidth: number): void {
  context.save();
  context.lineWidth = lineWidth;
  context.strokeStyle = '#fafaf9';
  context.beginPath();
  context.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
  context.stroke();
  context.restore();
}

/** The bikes the engine found, numbered as in the bike picker; the chosen one in amber. */
export function drawBikeBoxes(
  context: CanvasRenderingContext2D,
  boxes: readonly { x: number; y: number; width: number; height: number }[],
  chosen: number,
  lineWidth: number,
): void {
  const { width, height } = context.canvas;
  context.save();
  context.lineWidth = lineWidth;
  context.font = `600 ${Math.round(lineWidth * 9)}px system-ui, sans-serif`;
  context.textBaseline = 'top';
  boxes.forEach((box, index) => {
    const colour = index === chosen ? '#f59e0b' : '#fafaf9';
    const x = box.x * width;
    const y = box.y * height;
    context.strokeStyle = colour;
    context.setLineDash(index === chosen ? [] : [lineWidth * 4, lineWidth * 3]);
    context.strokeRect(x, y, box.width * width, box.height * height);
    const label = String(index + 1);
    const padding = lineWidth * 2;
    const labelWidth = context.measureText(label).width + padding * 2;
    context.fillStyle = colour;
    context.fillRect(x, y, labelWidth, lineWidth * 9 + padding * 2);
    context.fillStyle = '#0c0a09';
    context.fillText(label, x + padding, y + padding);
  });
  context.restore();
}

const INCLUDE_COLOUR = '#16a34a';
const EXCLUDE_COLOUR = '#dc2626';

/** Staff's clicks as dots, green to include and red to exclude, each with a plus or a minus for those who cannot tell the colours. */
export function drawClicks(
  context: CanvasRenderingContext2D,
  points: readonly { x: number; y: number; include: boolean }[],
  lineWidth: number,
): void {
  const { width, height } = context.canvas;
  const radius = lineWidth * 5;
  context.save();
  context.lineWidth = lineWidth;
  for (const point of points) {
    const x = point.x * width;
    const y = point.y * height;
    context.fillStyle = point.include ? INCLUDE_COLOUR : EXCLUDE_COLOUR;
    context.strokeStyle = '#fafaf9';
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
    context.stroke();
    context.beginPath();
    context.moveTo(x - radius / 2, y);
    context.lineTo(x + radius / 2, y);
    if (point.include) {
      context.moveTo(x, y - radius / 2);
      context.lineTo(x, y + radius / 2);
    }
    context.stroke();
  }
  context.restore();
}

/** The box staff drew around the bike (shares of the photo), or the one being dragged. */
export function drawPromptBox(
  context: CanvasRenderingContext2D,
  box: { x: number; y: number; width: number; height: number },
  lineWidth: number,
): void {
  const { width, height } = context.canvas;
  context.save();
  context.lineWidth = lineWidth * 1.5;
  context.strokeStyle = '#fafaf9';
  context.setLineDash([lineWidth * 5, lineWidth * 3]);
  context.strokeRect(box.x * width, box.y * height, box.width * width, box.height * height);
  context.restore();
}
