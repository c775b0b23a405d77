import { createHmac, timingSafeEqual } from 'node:crypto';
import { galleryEndpoints } from '@store/shared/api/gallery';
import { absoluteUrl } from '@store/shared/routes';

/** One-click consent links in delivery emails: the render's id, signed with the auth secret (its owner is the render's). */
export function createGalleryConsentLinks(secret: string, publicUrl: string) {
  const signature = (renderId: string) => createHmac('sha256', secret).update(`gallery-consent:${renderId}`).digest('base64url');

  return {
    url(renderId: string): string {
      const token = `${Buffer.from(renderId).toString('base64url')}.${signature(renderId)}`;
      return absoluteUrl(publicUrl, galleryEndpoints.consentByEmail.href({ query: { token } }));
    },

    /** The render a token names, or null when it is not one of ours. */
    renderOf(token: string): string | null {
      const [encodedId, given] = token.split('.');
      if (!encodedId || !given) return null;
      const renderId = Buffer.from(encodedId, 'base64url').toString();
      const expected = Buffer.from(signature(renderId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? renderId : null;
    },
  };
}

export type GalleryConsentLinks = ReturnType<typeof createGalleryConsentLinks>;
