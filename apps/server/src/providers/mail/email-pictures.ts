import { emailPictureEndpoints } from '@store/shared/api/email-pictures';
import type { AspectRatio } from '@store/shared/catalog';
import {
  EMAIL_WIDTH,
  emailPictureSize,
  emailPictureRatio,
  GIFT_CARD_PICTURE,
  giftCardWords,
  renderPreviewWords,
  uploadedPhotoWords,
  type EmailPictureWords,
} from '@store/shared/email-pictures';
import type { EmailPicture } from './email-layout.ts';

/**
 * The pictures emails show, by what they show. Their addresses are written unsigned and
 * site-relative; the mailer signs them (email-picture-signature.ts) and makes them absolute.
 */
export const emailPictures = {
  /** A render version's watermarked preview in one ratio: what the customer may see before and after paying. */
  render(render: { renderId: string; versionId: string; ratio: AspectRatio }, words: EmailPictureWords, href?: string): EmailPicture {
    const src = emailPictureEndpoints.render.href({ params: render });
    return { src, ...words, ...emailPictureSize(render.ratio), ...(href ? { href } : {}) };
  },

  /**
   * Before payment: the watermarked preview of a version, in the ratio the customer asked for
   * when it has one (`results`: the version's ratios); null when it has none yet.
   */
  preview(
    render: { renderId: string; versionId: string; style: string; aspectRatio: string; results: Partial<Record<AspectRatio, unknown>> },
    href?: string,
  ): EmailPicture | null {
    const ratio = emailPictureRatio(render.aspectRatio, render.results);
    if (!ratio) return null;
    return emailPictures.render(
      { renderId: render.renderId, versionId: render.versionId, ratio },
      renderPreviewWords(render.style, ratio),
      href,
    );
  },

  /** The photo the customer sent, before anything is painted (of its own proportions: no height given). */
  photo(renderId: string, style: string, href?: string): EmailPicture {
    return { src: emailPictureEndpoints.photo.href({ params: { renderId } }), ...uploadedPhotoWords(style), ...(href ? { href } : {}) };
  },

  giftCard(amountCents: number, href?: string): EmailPicture {
    return {
      src: emailPictureEndpoints.giftCard.href({ params: { amountCents: String(amountCents) } }),
      ...giftCardWords(amountCents),
      width: EMAIL_WIDTH,
      height: Math.round((EMAIL_WIDTH * GIFT_CARD_PICTURE.height) / GIFT_CARD_PICTURE.width),
      ...(href ? { href } : {}),
    };
  },
};
