import type { Mat } from '@techstark/opencv-js';
import type { OpenCv } from '../../vision/opencv.ts';

/** Runs `work` with a tracker that deletes every Mat it made, so WebAssembly memory is freed even on errors. */
export function withMats<T>(cv: OpenCv, work: (mats: MatTracker) => T): T {
  const tracker = new MatTracker(cv);
  try {
    return work(tracker);
  } finally {
    tracker.deleteAll();
  }
}

export class MatTracker {
  private readonly made: Mat[] = [];
  private readonly cv: OpenCv;

  constructor(cv: OpenCv) {
    this.cv = cv;
  }

  empty(): Mat {
    return this.keep(new this.cv.Mat());
  }

  fromBuffer(data: Buffer, width: number, height: number, channels: 1 | 3 | 4): Mat {
    const type = channels === 1 ? this.cv.CV_8UC1 : channels === 3 ? this.cv.CV_8UC3 : this.cv.CV_8UC4;
    const mat = this.keep(new this.cv.Mat(height, width, type));
    mat.data.set(data);
    return mat;
  }

  ellipse(radius: number): Mat {
    const size = Math.max(1, Math.round(radius) * 2 + 1);
    return this.keep(this.cv.getStructuringElement(this.cv.MORPH_ELLIPSE, new this.cv.Size(size, size)));
  }

  keep(mat: Mat): Mat {
    this.made.push(mat);
    return mat;
  }

  deleteAll(): void {
    for (const mat of this.made) mat.delete();
    this.made.length = 0;
  }
}

export function toBuffer(mat: Mat): Buffer {
  return Buffer.from(mat.data);
}
