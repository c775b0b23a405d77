import { ASPECT_RATIO_INFO, ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { largestSharpSize } from '@store/shared/product';
import type { Draft, JobStatus, RenderVersion } from '@store/shared/production';
import { displaySize } from '@store/shared/size';

const UNDER_WAY: readonly JobStatus[] = ['queued', 'running'];

export function isUnderWay(job: { status: JobStatus }): boolean {
  return UNDER_WAY.includes(job.status);
}

/** Whether a draft or a version is still being made (then the workbench keeps asking). */
export function hasWorkUnderWay(workbench: {
  drafts: readonly { status: JobStatus }[];
  versions: readonly { status: JobStatus }[];
}): boolean {
  return workbench.drafts.some(isUnderWay) || workbench.versions.some(isUnderWay);
}

/** Whether a version's crops exist: it is ready, or being made again after staff moved a crop. */
export function hasCrops(version: Pick<RenderVersion, 'status' | 'image'>): boolean {
  return version.status === 'ready' || (isUnderWay(version) && version.image !== null);
}

/** The version to review and publish: the newest one whose crops exist. */
export function newestReadyVersion(versions: readonly RenderVersion[]): RenderVersion | null {
  return versions.filter(hasCrops).sort((a, b) => b.number - a.number)[0] ?? null;
}

/** Staff may move a version's crops while it is ready and not yet shown to the customer (versions from before kept no crops). */
export function isCropEditable(version: Pick<RenderVersion, 'status' | 'publishedAt' | 'image'>): boolean {
  return version.status === 'ready' && version.publishedAt === null && version.image !== null;
}

export type CropSummary = {
  ratio: AspectRatio;
  label: string;
  pixels: string;
  print: string;
  previewUrl: string;
  sharp: boolean;
  /** Whether the crop it was made from is known, so staff can move it. */
  adjustable: boolean;
};

/** One line per ratio crop of a version, in catalogue order: its size and the largest canvas it prints sharply. */
export function cropSummaries(version: Pick<RenderVersion, 'results'>): CropSummary[] {
  return ASPECT_RATIOS.flatMap((ratio) => {
    const result = version.results[ratio];
    if (!result) return [];
    const sharpUpTo = largestSharpSize(result, ratio);
    return [
      {
        ratio,
        label: ASPECT_RATIO_INFO[ratio].label,
        pixels: `${result.width} × ${result.height} px`,
        print: sharpUpTo ? `Prints sharply up to ${displaySize(sharpUpTo)}` : 'Too small for canvas',
        previewUrl: result.previewUrl,
        sharp: sharpUpTo !== null,
        adjustable: result.crop !== null,
      },
    ];
  });
}

/** A draft's state in words: waiting, what the painter is doing, ready (and how long it took), or why it failed. */
export function draftStatusText(draft: Pick<Draft, 'status' | 'step' | 'error' | 'durationMs'>): string {
  switch (draft.status) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return draft.step ? `${draft.step}...` : 'Painting...';
    case 'ready':
      return draft.durationMs === null ? 'Ready' : `Ready in ${Math.max(1, Math.round(draft.durationMs / 1000))} s`;
    case 'failed':
      return draft.error ? `Failed: ${draft.error}` : 'Failed';
  }
}

/** Likeness at or above this reads as good on the workbench; the store's own threshold for repainting is its configuration. */
const GOOD_LIKENESS = 70;

/** "Likeness 84" with what the draft lost, e.g. "Likeness 62: left wheel smaller, silhouette 71%"; null before the draft is ready. */
export function likenessText(draft: Pick<Draft, 'likeness'>): { text: string; good: boolean } | null {
  if (!draft.likeness) return null;
  const { score, reasons } = draft.likeness;
  return { text: `Likeness ${score}${reasons.length ? `: ${reasons.join(', ')}` : ''}`, good: score >= GOOD_LIKENESS };
}

export const VERSION_SOURCE_LABELS: Record<RenderVersion['source'], string> = { draft: 'From a draft', upload: 'Own upload' };

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { queued: 'Queued', running: 'Running', ready: 'Ready', failed: 'Failed' };

/** The version customers see now: the one published last. */
export function liveVersionId(versions: readonly RenderVersion[]): string | null {
  const published = versions
    .filter((version) => version.publishedAt !== null)
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));
  return published[0]?.id ?? null;
}
