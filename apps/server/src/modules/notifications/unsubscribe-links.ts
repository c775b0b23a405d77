import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationEndpoints } from '@store/shared/api/notifications';
import { absoluteUrl } from '@store/shared/routes';

/** Links that turn off reminder emails without signing in: the customer's id, signed with the auth secret. */
export function createUnsubscribeLinks(secret: string, publicUrl: string) {
  const signature = (userId: string) => createHmac('sha256', secret).update(`email-unsubscribe:${userId}`).digest('base64url');

  return {
    url(userId: string): string {
      const token = `${Buffer.from(userId).toString('base64url')}.${signature(userId)}`;
      return absoluteUrl(publicUrl, notificationEndpoints.unsubscribe.href({ query: { token } }));
    },

    /** The customer a token names, or null when it is not one of ours. */
    userOf(token: string): string | null {
      const [encodedId, given] = token.split('.');
      if (!encodedId || !given) return null;
      const userId = Buffer.from(encodedId, 'base64url').toString();
      const expected = Buffer.from(signature(userId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
