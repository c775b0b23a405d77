import type { PhotoMeasurements } from '@store/shared/photo-check';
import type { Style } from '@store/shared/styles';
import type { DerivedResult } from '../derive-results.ts';

/** The work the image worker process does, by name: what goes in and what comes back. */
export type ImageTasks = {
  check: { input: { photoPath: string }; output: PhotoMeasurements };
  draft: {
    input: { photoPath: string; style: Style; background: boolean; outDir: string };
    output: { draftPath: string; layerPath: string; previewPath: string; width: number; height: number; bikeFound: boolean };
  };
  derive: { input: { sourcePath: string; maxPixels: number; workDir: string }; output: DerivedResult[] };
};

export type ImageTaskName = keyof ImageTasks;

export type TaskRequest = { id: number; task: ImageTaskName; input: unknown };
export type TaskReply =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; error: string } | { id: number; progress: string };
