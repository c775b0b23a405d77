import type { OpenCv } from './opencv.ts';

/** Parts of the subject smaller than this share of its largest part are specks of background. */
const MIN_PART_SHARE = 0.06;
/** Enclosed gaps smaller than this share of the image are GrabCut noise; larger ones (between spokes, under the tank) are real. */
const MAX_HOLE_SHARE = 0.0005;
/** Gaussian sigma of the soft edge, in analysis pixels. */
const FEATHER_SIGMA = 1;

/**
 * Tidies a binary mask (255 subject, 0 rest): drops specks, fills pinholes, softens the edge.
 * Returns 0-255 alpha of the same size.
 */
export function cleanMask(cv: OpenCv, binary: Uint8Array, width: number, height: number): Uint8Array {
  const kept = keepMainParts(cv, binary, width, height);
  const filled = fillPinholes(cv, kept, width, height);
  return feather(cv, filled, width, height);
}

type Components = { labels: Int32Array; areas: number[]; touchesBorder: boolean[] };

function components(cv: OpenCv, binary: Uint8Array, width: number, height: number): Components {
  const source = cv.matFromArray(height, width, cv.CV_8UC1, binary);
  const labels = new cv.Mat();
  const stats = new cv.Mat();
  const centroids = new cv.Mat();
  try {
    const count = cv.connectedComponentsWithStats(source, labels, stats, centroids, 8, cv.CV_32S);
    const statsData: Int32Array = stats.data32S;
    const areas: number[] = [];
    const touchesBorder: boolean[] = [];
    for (let label = 0; label < count; label += 1) {
      const [left = 0, top = 0, boxWidth = 0, boxHeight = 0, area = 0] = statsData.subarray(label * 5, label * 5 + 5);
      areas.push(area);
      touchesBorder.push(left === 0 || top === 0 || left + boxWidth === width || top + boxHeight === height);
    }
    const labelData: Int32Array = labels.data32S;
    return { labels: Int32Array.from(labelData), areas, touchesBorder };
  } finally {
    source.delete();
    labels.delete();
    stats.delete();
    centroids.delete();
  }
}

function keepMainParts(cv: OpenCv, binary: Uint8Array, width: number, height: number): Uint8Array {
  const { labels, areas } = components(cv, binary, width, height);
  const largest = Math.max(0, ...areas.slice(1));
  const keep = areas.map((area, label) => label > 0 && area >= largest * MIN_PART_SHARE);
  return binary.map((_, index) => (keep[labels[index] ?? 0] ? 255 : 0));
}

function fillPinholes(cv: OpenCv, binary: Uint8Array, width: number, height: number): Uint8Array {
  const inverse = binary.map((value) => 255 - value);
  const { labels, areas, touchesBorder } = components(cv, inverse, width, height);
  const maxHole = width * height * MAX_HOLE_SHARE;
  const fill = areas.map((area, label) => label > 0 && !touchesBorder[label] && area <= maxHole);
  return binary.map((value, index) => (fill[labels[index] ?? 0] ? 255 : value));
}

function feather(cv: OpenCv, binary: Uint8Array, width: number, height: number): Uint8Array {
  const source = cv.matFromArray(height, width, cv.CV_8UC1, binary);
  const soft = new cv.Mat();
  try {
    cv.GaussianBlur(source, soft, new cv.Size(0, 0), FEATHER_SIGMA, FEATHER_SIGMA, cv.BORDER_REPLICATE);
    const softData: Uint8Array = soft.data;
    return Uint8Array.from(softData);
  } finally {
    source.delete();
    soft.delete();
  }
}
