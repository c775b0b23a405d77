import type { Box } from '@store/shared/photo-check';
import type { Ground } from './types.ts';

/** Share of the bike's height, measured up from its lowest row, taken as touching the ground (tyre contact patches). */
const CONTACT_BAND = 0.12;

/** Where the masked bike stands: its lowest rows give the ground line, the rows just above them its width there. */
export function groundOf(mask: Buffer, width: number, height: number, box: Box): Ground {
  let top = -1;
  let bottom = -1;
  for (let row = 0; row < height; row += 1) {
    let count = 0;
    for (let column = 0, pixel = row * width; column < width; column += 1, pixel += 1) if (mask[pixel]! > 127) count += 1;
    if (count >= 3) {
      if (top < 0) top = row;
      bottom = row;
    }
  }
  if (bottom < 0) {
    return {
      x: (box.x + box.width / 2) * width,
      y: (box.y + box.height) * height,
      halfWidth: (box.width / 2) * width,
      top: box.y * height,
    };
  }
  const bandTop = Math.max(top, Math.round(bottom - (bottom - top) * CONTACT_BAND));
  let left = width;
  let right = 0;
  for (let row = bandTop; row <= bottom; row += 1) {
    for (let column = 0, pixel = row * width; column < width; column += 1, pixel += 1) {
      if (mask[pixel]! > 127) {
        left = Math.min(left, column);
        right = Math.max(right, column);
      }
    }
  }
  return { x: (left + right) / 2, y: bottom, halfWidth: Math.max(1, (right - left) / 2), top };
}

export function scaleGround(ground: Ground, factor: number): Ground {
  return { x: ground.x * factor, y: ground.y * factor, halfWidth: ground.halfWidth * factor, top: ground.top * factor };
}
