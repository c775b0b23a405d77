import type { AspectRatio } from '@store/shared/catalog';

/** Where each file of a render lives in storage, and the address it is served from. */
export const renderKeys = {
  original: (id: string, extension: string) => `renders/${id}/original.${extension}`,
  originalPreview: (id: string) => `renders/${id}/original-preview.webp`,
  result: (id: string, ratio: AspectRatio) => `renders/${id}/results/${ratio}.jpg`,
  resultPreview: (id: string, ratio: AspectRatio) => `renders/${id}/results/${ratio}-preview.webp`,
};

export const renderUrls = {
  original: (id: string) => `/api/renders/${id}/original`,
  originalPreview: (id: string) => `/api/renders/${id}/original/preview`,
  /** `version` changes when staff upload a new render, so cached previews never go stale. */
  result: (id: string, ratio: AspectRatio, version: string) => `/api/renders/${id}/results/${ratio}?v=${version}`,
  resultPreview: (id: string, ratio: AspectRatio, version: string) => `/api/renders/${id}/results/${ratio}/preview?v=${version}`,
};
