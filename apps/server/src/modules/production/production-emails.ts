import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { DIGITAL_DOWNLOAD_PRICE_CENTS, formatShortDollars } from '@store/shared/prices';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';
import { renderUrls } from '../renders/render-files.ts';

/**
 * The site-relative address of the picture an email shows of a published version: its phone-size
 * watermarked preview, square when it has one (as the dashboard shows), else its first ratio.
 */
export function emailPreviewUrl(renderId: string, versionId: string, ratios: Partial<Record<AspectRatio, unknown>>): string | null {
  const ratio = ratios['1x1'] ? '1x1' : ASPECT_RATIOS.find((candidate) => ratios[candidate]);
  return ratio ? renderUrls.smallResultPreview(renderId, ratio, versionId) : null;
}

/** The first publish: the render's watermarked preview, linked to its page, and what the customer can buy. */
export function renderReadyEmail(name: string, style: string, links: { productUrl: string; previewUrl: string | null }): RenderedEmail {
  const { productUrl, previewUrl } = links;
  return renderEmail({
    subject: 'Your MotoMuse render is ready',
    heading: `Your ${style} render is ready, ${name}!`,
    ...(previewUrl ? { image: { src: previewUrl, alt: `Watermarked preview of your ${style} render`, href: productUrl } } : {}),
    paragraphs: [
      `Our artists have finished your render. Have a look: you can buy it as a ${formatShortDollars(DIGITAL_DOWNLOAD_PRICE_CENTS)} digital download (files for all five aspect ratios) or as a canvas print in the size you like.`,
    ],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}

export function revisionReadyEmail(name: string, style: string, productUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your revised MotoMuse render is ready',
    heading: `Your revised ${style} render is ready, ${name}!`,
    paragraphs: ['We have made the change you asked for. Have a look, and buy it as a digital download or a canvas print.'],
    action: { label: 'See your render', url: productUrl },
    footnote: 'Your renders are always on your dashboard too.',
  });
}
