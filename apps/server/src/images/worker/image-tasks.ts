import type { Box, PhotoMeasurements } from '@store/shared/photo-check';
import type { Style } from '@store/shared/styles';
import type { Derived, DeriveOptions } from '../derive-results.ts';

/** The work the image worker process does, by name: what goes in and what comes back. */
export type ImageTasks = {
  check: { input: { photoPath: string }; output: PhotoMeasurements };
  draft: {
    input: { photoPath: string; style: Style; background: boolean; outDir: string };
    output: { draftPath: string; layerPath: string; previewPath: string; width: number; height: number; bikeFound: boolean };
  };
  derive: {
    /** The bike's box comes from `subject`, else from the opaque pixels of the draft's bike layer at `subjectLayerPath`. */
    input: DeriveOptions & { sourcePath: string; subjectLayerPath: string | null };
    output: Derived & { subject: Box | null };
  };
};

export type ImageTaskName = keyof ImageTasks;

export type TaskRequest = { id: number; task: ImageTaskName; input: unknown };
export type TaskReply =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; error: string } | { id: number; progress: string };
