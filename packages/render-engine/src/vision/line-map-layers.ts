import type { RgbImage } from '../detect-motorcycle.ts';
import type { Bounds } from './cut-out-like.ts';
import type { OpenCv } from './opencv.ts';

/* The two layers a line map (line-match.ts) is made of, at the map's size: the image's edges, and the cut-out's region grown a little. */

/** The image's edges (as the line comparison finds them) inside the bounds, averaged down to width x height and blurred a little. */
export function linesAtScale(cv: OpenCv, image: RgbImage, bounds: Bounds, width: number, height: number): Float32Array {
  const mats: Array<{ delete(): void }> = [];
  const keep = <T extends { delete(): void }>(mat: T): T => (mats.push(mat), mat);
  try {
    const rgb = keep(new cv.Mat(image.height, image.width, cv.CV_8UC3));
    rgb.data.set(image.data);
    const crop = keep(rgb.roi(new cv.Rect(bounds.left, bounds.top, bounds.right - bounds.left + 1, bounds.bottom - bounds.top + 1)));
    const grey = keep(new cv.Mat());
    cv.cvtColor(crop, grey, cv.COLOR_RGB2GRAY);
    cv.GaussianBlur(grey, grey, new cv.Size(0, 0), 1.5, 1.5, cv.BORDER_REPLICATE);
    const edges = keep(new cv.Mat());
    cv.Canny(grey, edges, 40, 120);
    const small = keep(new cv.Mat());
    cv.resize(edges, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
    const float = keep(new cv.Mat());
    small.convertTo(float, cv.CV_32F, 1 / 255);
    cv.GaussianBlur(float, float, new cv.Size(0, 0), 1, 1, cv.BORDER_CONSTANT);
    return Float32Array.from(float.data32F as Float32Array);
  } finally {
    for (const mat of mats) mat.delete();
  }
}

/** The cut-out (a 0/255 mask `stride` pixels wide) inside the bounds at width x height, grown by `growth` pixels there. */
export function grownRegion(
  cv: OpenCv,
  region: Buffer,
  stride: number,
  bounds: Bounds,
  width: number,
  height: number,
  growth: number,
): Uint8Array {
  const cropWidth = bounds.right - bounds.left + 1;
  const cropHeight = bounds.bottom - bounds.top + 1;
  const source = new cv.Mat(cropHeight, cropWidth, cv.CV_8UC1);
  const small = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * growth + 1, 2 * growth + 1));
  try {
    const data: Uint8Array = source.data;
    for (let y = 0; y < cropHeight; y += 1)
      data.set(region.subarray((y + bounds.top) * stride + bounds.left, (y + bounds.top) * stride + bounds.right + 1), y * cropWidth);
    cv.resize(source, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
    cv.threshold(small, small, 0, 255, cv.THRESH_BINARY);
    cv.dilate(small, small, kernel);
    return Uint8Array.from(small.data as Uint8Array);
  } finally {
    source.delete();
    small.delete();
    kernel.delete();
  }
}
