import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import { passwordResetEmail, welcomeEmail } from './account-emails.ts';

/** The header our Fastify bridge sets to the client address Fastify resolved (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-store-client-ip';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export function resetPasswordUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password?oobCode=${encodeURIComponent(token)}`;
}

export function createAuth(deps: { config: Config; database: DatabaseHandle; mailer: Mailer }) {
  const { config, database, mailer } = deps;
  const sensitiveRule = { window: 60, max: config.authRateLimitPerMinute };
  return betterAuth({
    appName: 'MotoMuse',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: { db: database.db, type: database.kind },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.queue(user.email, passwordResetEmail(user.name, resetPasswordUrl(config.publicUrl, token)));
      },
    },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } } : {},
    user: {
      additionalFields: { isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false } },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': sensitiveRule,
        '/sign-up/email': sensitiveRule,
        '/request-password-reset': sensitiveRule,
        '/reset-password': sensitiveRule,
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (context) => {
        if (context.path !== '/sign-up/email') return;
        const name: unknown = context.body?.name;
        if (typeof name !== 'string' || name.trim() === '') {
          throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'Name is required.' });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await mailer.queue(user.email, welcomeEmail(user.name, config.publicUrl));
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
