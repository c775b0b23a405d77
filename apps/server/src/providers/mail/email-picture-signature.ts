import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The part of an email picture's address that is signed: its path, which names everything the picture shows. */
const PICTURE_PATH = /\/api\/email-pictures\/[A-Za-z0-9_.\-/]+(?![A-Za-z0-9_.\-/?])/g;

/**
 * Signs the addresses of email pictures (HMAC-SHA256 under a key derived from AUTH_SECRET): a
 * picture answers anyone, without a cookie, so only an address the store wrote into an email
 * does; another render's or an unpublished version's cannot be made up. The signature never
 * expires: each address names content that never changes, and mail stays in inboxes for years.
 */
export function createEmailPictureSignature(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'motomuse-email-pictures', 'email picture address', 32));
  const signatureOf = (path: string) => createHmac('sha256', key).update(path).digest('base64url').slice(0, 32);
  return {
    /** The text with every email picture path in it given its signature (`?s=`). */
    signAll(text: string): string {
      return text.replace(PICTURE_PATH, (path) => `${path}?s=${signatureOf(path)}`);
    },

    verify(path: string, signature: string): boolean {
      const expected = Buffer.from(signatureOf(path));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type EmailPictureSignature = ReturnType<typeof createEmailPictureSignature>;
