import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { MIN_PASSWORD_LENGTH } from '@store/shared/account-rules';
import { AUTH_BASE_PATH } from '@store/shared/api/routes';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { absoluteUrl, routes } from '@store/shared/routes';
import { confirmEmailChangeEmail, passwordResetEmail, welcomeEmail } from './account-emails.ts';
import type { FixedWindowLimiter } from './fixed-window-limiter.ts';
import { createPasswordHashing } from './password-hashing.ts';
import type { SessionGenerationRepository } from './session-generation-repository.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';

/** The header our Fastify bridge sets to the client address Fastify resolved (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-store-client-ip';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** How long a signed copy of the session in a cookie stands in for the session table: see docs/decisions/017-session-cookie-cache.md. */
export const SESSION_CACHE_SECONDS = 60;

export function resetPasswordUrl(siteUrl: string, token: string): string {
  return `${absoluteUrl(siteUrl, routes.resetPassword.href())}?oobCode=${encodeURIComponent(token)}`;
}

/** Every address limited per client, and the ones a guesser would hammer limited harder. */
function rateLimitRules(limiter: FixedWindowLimiter, sensitivePerMinute: number) {
  const sensitiveRule = { window: 60, max: sensitivePerMinute };
  return {
    enabled: true,
    customStorage: limiter,
    window: 60,
    max: 300,
    customRules: {
      '/sign-in/email': sensitiveRule,
      '/sign-up/email': sensitiveRule,
      '/request-password-reset': sensitiveRule,
      '/reset-password': sensitiveRule,
      '/change-password': sensitiveRule,
      '/change-email': sensitiveRule,
    },
  };
}

/** The sign-in throttle, the name a new or changed account must have, and fresh sessions for account actions. */
function signInHooks(signInThrottle: SignInThrottle) {
  return {
    before: createAuthMiddleware(async (context) => {
      const email: unknown = context.body?.email;
      // Whatever the password, so the answer tells a guesser nothing; the owner proves themselves through the reset email.
      if (context.path === '/sign-in/email' && typeof email === 'string' && !(await signInThrottle.admit(email)))
        throw new APIError('FORBIDDEN', { code: 'PASSWORD_RESET_REQUIRED', message: AUTH_MESSAGES.resetRequired });
      if (context.path === '/sign-up/email' || context.path === '/update-user') {
        const name: unknown = context.body?.name;
        if (typeof name !== 'string' || name.trim() === '')
          throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'Name is required.' });
      }
      // Account actions and the browser's own "who am I" ask the database, so a session ended elsewhere
      // cannot act and a new role shows on the next page load.
      if (context.request) return { context: { query: { ...context.query, disableCookieCache: true } } };
    }),
    after: createAuthMiddleware(async (context) => {
      const email: unknown = context.body?.email;
      if (context.path !== '/sign-in/email' || typeof email !== 'string') return;
      if (!isAPIError(context.context.returned)) await signInThrottle.clear(email);
    }),
  };
}

export function createAuth(deps: {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  generations: Pick<SessionGenerationRepository, 'advance'>;
  limiter: FixedWindowLimiter;
}) {
  const { config, database, mailer, generations, limiter } = deps;
  const signInThrottle = createSignInThrottle(limiter);
  return betterAuth({
    appName: 'MotoMuse',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.kind },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: createPasswordHashing({ cost: config.passwordHashCost }),
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => signInThrottle.clear(user.email),
      sendResetPassword: async ({ user, token }) => {
        await mailer.queue(user.email, passwordResetEmail(user.name, resetPasswordUrl(config.publicUrl, token)));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        // Copied into the signed session cookie, so the auth guard can tell a copy made before a revocation.
        sessionGeneration: { type: 'number', required: false, defaultValue: 0, input: false },
      },
      // A new email takes effect only from the link sent to it, even for accounts whose first email was never verified.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.queue(user.email, confirmEmailChangeEmail(user.name, url));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS } },
    rateLimit: rateLimitRules(limiter, config.authRateLimitPerMinute),
    advanced: {
      // better-auth skips its origin check when it detects a test run; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: signInHooks(signInThrottle),
    databaseHooks: {
      session: {
        // Sign-out, "sign out everywhere", a password change or reset: copies of the account's other sessions stop at once.
        delete: { after: (session) => generations.advance(session.userId) },
      },
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
