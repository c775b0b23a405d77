import type { Box, PhotoMeasurements } from '@store/shared/photo-check';
import type { Backdrop, Style } from '@store/shared/styles';
import type { Detection } from '@store/shared/subject';
import type { Derived, DeriveOptions } from '../derive-results.ts';

/** The work the image worker process does, by name: what goes in and what comes back. */
export type ImageTasks = {
  check: { input: { photoPath: string }; output: PhotoMeasurements };
  /** Cuts the chosen bike (with or without its rider) out of the photo; no mask when no bike is found. */
  subject: {
    input: { photoPath: string; bike: number; rider: boolean; outDir: string };
    output: {
      mask: { path: string; width: number; height: number } | null;
      bikes: Detection[];
      /** People on the chosen bike. */
      riders: Detection[];
    };
  };
  /** Paints a style draft; `maskPath` is the render's cut-out (grey PNG), null to paint the whole photo. */
  draft: {
    input: { photoPath: string; style: Style; backdrop: Backdrop; maskPath: string | null; outDir: string };
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
