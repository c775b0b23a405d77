import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed.v1.';

/**
 * Encrypts the body of an email that holds a secret (a gift card code) while it waits in the
 * outbox: AES-256-GCM under a key derived from AUTH_SECRET, which is never in the database, so a
 * copy of the database holds no spendable code (decision 046 keeps only the code's hash).
 */
export function createMailSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'motomuse-outbox', 'sealed email body', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },

    /** The body as written; throws when it was sealed under another secret or altered. */
    open(sealed: string): string {
      const [iv, tag, body] = sealed
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!sealed.startsWith(PREFIX) || !iv || !tag || !body) throw new Error('not a sealed email body');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export type MailSeal = ReturnType<typeof createMailSeal>;
