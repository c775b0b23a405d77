import { productionEndpoints, subjectEndpoints } from '@store/shared/api/production';
import { renderEndpoints } from '@store/shared/api/renders';
import type { AspectRatio } from '@store/shared/catalog';
import { SMALL_PREVIEW_WIDTH } from '@store/shared/product';

/** Where each file of a render lives in storage, and the address it is served from. */
export const renderKeys = {
  original: (id: string, extension: string) => `renders/${id}/original.${extension}`,
  originalPreview: (id: string) => `renders/${id}/original-preview.webp`,
  draft: (id: string, draftId: string) => `renders/${id}/drafts/${draftId}.jpg`,
  draftLayer: (id: string, draftId: string) => `renders/${id}/drafts/${draftId}-layer.png`,
  draftPreview: (id: string, draftId: string) => `renders/${id}/drafts/${draftId}-preview.webp`,
  /** The generative model's image refused for its likeness, shown to staff beside the draft. */
  draftRefused: (id: string, draftId: string) => `renders/${id}/drafts/${draftId}-refused.webp`,
  /** The engine's cut-out for one choice of bike and rider; staff's corrected one. */
  automaticMask: (id: string, bike: number, rider: boolean) => `renders/${id}/subject/bike-${bike}-${rider ? 'with' : 'without'}-rider.png`,
  correctedMask: (id: string) => `renders/${id}/subject/corrected.png`,
  /** The photo's embedding by the cut-out model, with what the detector found: every later prompt starts from it. */
  embedding: (id: string) => `renders/${id}/subject/embedding.bin`,
  versionSource: (id: string, versionId: string, extension: string) => `renders/${id}/versions/${versionId}/source.${extension}`,
  versionResult: (id: string, versionId: string, ratio: AspectRatio) => `renders/${id}/versions/${versionId}/${ratio}.jpg`,
  versionResultPreview: (id: string, versionId: string, ratio: AspectRatio) => `renders/${id}/versions/${versionId}/${ratio}-preview.webp`,
};

/** A published render's results live with the version it is published with; null before it is published. */
export function publishedResultKeys(
  render: { id: string; publishedVersionId: string | null },
  ratio: AspectRatio,
): { full: string; preview: string } | null {
  if (!render.publishedVersionId) return null;
  return {
    full: renderKeys.versionResult(render.id, render.publishedVersionId, ratio),
    preview: renderKeys.versionResultPreview(render.id, render.publishedVersionId, ratio),
  };
}

/** Where the phone's copy of a preview is kept, beside the preview (`small-previews.ts` makes it on first request). */
export function smallPreviewKey(previewKey: string): string {
  return previewKey.replace(/\.webp$/, `-w${SMALL_PREVIEW_WIDTH}.webp`);
}

export const renderUrls = {
  original: (id: string) => renderEndpoints.original.href({ params: { id } }),
  originalPreview: (id: string) => renderEndpoints.originalPreview.href({ params: { id } }),
  /** `version` changes when staff upload a new render, so cached previews never go stale. */
  result: (id: string, ratio: AspectRatio, version: string) =>
    renderEndpoints.result.href({ params: { id, ratio }, query: { v: version } }),
  resultPreview: (id: string, ratio: AspectRatio, version: string) =>
    renderEndpoints.resultPreview.href({ params: { id, ratio }, query: { v: version } }),
  smallResultPreview: (id: string, ratio: AspectRatio, version: string) =>
    renderEndpoints.resultPreview.href({ params: { id, ratio }, query: { v: version, w: String(SMALL_PREVIEW_WIDTH) } }),
  draftPreview: (id: string, draftId: string) => productionEndpoints.draftFile.href({ params: { id, draftId, kind: 'preview' } }),
  draftRefused: (id: string, draftId: string) => productionEndpoints.draftFile.href({ params: { id, draftId, kind: 'refused' } }),
  draftImage: (id: string, draftId: string) => productionEndpoints.draftFile.href({ params: { id, draftId, kind: 'image' } }),
  draftLayer: (id: string, draftId: string) => productionEndpoints.draftFile.href({ params: { id, draftId, kind: 'layer' } }),
  /** `version` changes whenever the cut-out does. */
  subjectMask: (id: string, version: string) => subjectEndpoints.mask.href({ params: { id }, query: { v: version } }),
  versionSource: (id: string, versionId: string) => productionEndpoints.versionSource.href({ params: { id, versionId } }),
  versionResultPreview: (id: string, versionId: string, ratio: AspectRatio) =>
    productionEndpoints.versionResultPreview.href({ params: { id, versionId, ratio } }),
};
