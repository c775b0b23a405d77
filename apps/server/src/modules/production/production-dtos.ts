import { ASPECT_RATIOS } from '@store/shared/catalog';
import { BUILT_IN_PAINTER, type Draft, type RenderVersion } from '@store/shared/production';
import { renderUrls } from '../renders/render-files.ts';
import type { DraftRecord } from './draft-repository.ts';
import type { VersionRecord } from './version-repository.ts';

export function draftDto(draft: DraftRecord): Draft {
  const ready = draft.status === 'ready';
  return {
    id: draft.id,
    style: draft.style,
    backdrop: draft.backdrop,
    status: draft.status,
    step: draft.step,
    error: draft.error,
    attempts: draft.attempts,
    width: draft.width,
    height: draft.height,
    durationMs: draft.durationMs,
    createdAt: draft.createdAt,
    finishedAt: draft.finishedAt,
    painter: draft.painter ?? BUILT_IN_PAINTER,
    likeness: draft.likeness,
    painterNote: draft.painterNote,
    refused: draft.refused && { ...draft.refused, previewUrl: renderUrls.draftRefused(draft.renderId, draft.id) },
    previewUrl: ready ? renderUrls.draftPreview(draft.renderId, draft.id) : null,
    imageUrl: ready ? renderUrls.draftImage(draft.renderId, draft.id) : null,
    layerUrl: ready ? renderUrls.draftLayer(draft.renderId, draft.id) : null,
  };
}

export function versionDto(version: VersionRecord): RenderVersion {
  const results: RenderVersion['results'] = {};
  for (const ratio of ASPECT_RATIOS) {
    const size = version.results[ratio];
    if (!size) continue;
    // The crop in the address: a moved crop's new preview is a new image to the browser.
    const cropKey = size.crop ? `?crop=${size.crop.left}-${size.crop.top}-${size.crop.width}` : '';
    results[ratio] = {
      width: size.width,
      height: size.height,
      crop: size.crop ?? null,
      previewUrl: `${renderUrls.versionResultPreview(version.renderId, version.id, ratio)}${cropKey}`,
    };
  }
  return {
    id: version.id,
    number: version.number,
    source: version.source,
    draftId: version.draftId,
    status: version.status,
    error: version.error,
    results,
    createdAt: version.createdAt,
    publishedAt: version.publishedAt,
    sourceUrl: renderUrls.versionSource(version.renderId, version.id),
    image: version.image,
    subject: version.subject,
  };
}
