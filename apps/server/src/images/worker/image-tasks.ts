import type { Box, PhotoMeasurements } from '@store/shared/photo-check';
import type { Backdrop, Style } from '@store/shared/styles';
import type { Likeness } from '@store/render-engine/likeness';
import type { Frame, Size } from '@store/render-engine/model-images';
import type { Detection, SubjectClicks } from '@store/shared/subject';
import type { Derived, DeriveOptions } from '../derive-results.ts';

/** The work the image worker process does, by name: what goes in and what comes back. */
export type ImageTasks = {
  check: { input: { photoPath: string }; output: PhotoMeasurements };
  /**
   * Cuts the chosen bike (with or without its rider) out of the photo, with staff's clicks when
   * given; no mask when no bike is found. A stored embedding of the photo (`embeddingPath`) spares
   * reading and encoding the photo again; without one `photoPath` is read, and the embedding made
   * is written for the next time.
   */
  subject: {
    input: {
      photoPath: string | null;
      embeddingPath: string | null;
      bike: number;
      rider: boolean;
      clicks?: SubjectClicks;
      /**
       * A mask of the photo made elsewhere (ComfyUI's background removal): its chosen bike is the
       * cut-out, unless it holds almost nothing of it. Not read with clicks, which are the model's.
       */
      borrowedMaskPath?: string | null;
      outDir: string;
    };
    output: {
      mask: { path: string; width: number; height: number } | null;
      bikes: Detection[];
      /** People on the chosen bike. */
      riders: Detection[];
      /** The photo's embedding, when it was made now: to keep with the render. */
      embeddingPath: string | null;
      /** The mask is the borrowed one's chosen bike; false: the store's own. */
      borrowed: boolean;
      /** No photo was given and the stored embedding is another model's: ask again with the photo. */
      needsPhoto?: true;
    };
  };
  /** The photo as every cut-out reads it (upright, long side 1024) as a PNG without metadata: what a cut-out source is sent. */
  analysisPhoto: { input: { photoPath: string; outDir: string }; output: { path: string } };
  /** Paints a style draft; `maskPath` is the render's cut-out (grey PNG), null to paint the whole photo. */
  draft: {
    input: { photoPath: string; style: Style; backdrop: Backdrop; maskPath: string | null; outDir: string };
    output: PaintedDraft & { bikeFound: boolean };
  };
  /** The photo and its cut-out on a generative model's canvas, stripped of metadata. */
  modelInput: {
    input: { photoPath: string; maskPath: string | null; canvas: Size; outDir: string };
    output: { photoPath: string; maskPath: string; frame: Frame };
  };
  /** A model's image checked and made into a draft like the built-in painter's, with its likeness to the photo. */
  generatedDraft: {
    input: { photoPath: string; imagePath: string; maskPath: string | null; canvas: Size; frame: Frame; outDir: string };
    output: PaintedDraft;
  };
  /** The photo made small for style previews, and the bike cut out of it once for all four styles (no mask when no bike is found). */
  previewSubject: {
    /** `bike`: the customer's pick among the bikes the photo check found, and `bikeBox` its box there, to find it again on the small copy. */
    input: { photoPath: string; longSide: number; bike?: number; bikeBox?: Box | null; outDir: string };
    output: { photoPath: string; maskPath: string | null };
  };
  /** A small sketch of the photo in a style, watermarked: never a render's file. */
  stylePreview: {
    input: { photoPath: string; maskPath: string | null; style: Style; outDir: string };
    output: { previewPath: string };
  };
  derive: {
    /** The bike's box comes from `subject`, else from the opaque pixels of the draft's bike layer at `subjectLayerPath`. */
    input: DeriveOptions & { sourcePath: string; subjectLayerPath: string | null };
    output: Derived & { subject: Box | null };
  };
};

export type PaintedDraft = {
  draftPath: string;
  layerPath: string;
  previewPath: string;
  width: number;
  height: number;
  likeness: Likeness;
};

export type ImageTaskName = keyof ImageTasks;

export type TaskRequest = { id: number; task: ImageTaskName; input: unknown };
export type TaskReply =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; error: string } | { id: number; progress: string };
