import { z } from 'zod';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION, MIN_PASSWORD_LENGTH } from '../account-rules.ts';
import { RESET_MESSAGES } from '../messages.ts';
import { roleSchema } from '../staff-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

/** The session as far as the web reads it; null when signed out. */
export const sessionSchema = z
  .object({ user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema.catch('customer') }) })
  .nullable();

export type Session = z.infer<typeof sessionSchema>;

export const accountEndpoints = {
  /** Answered by better-auth under AUTH_BASE_PATH (`routes.ts`); listed for the web's one session query. */
  session: endpoint(apiRoutes.accounts.session, {
    summary: 'The signed-in account and its session, or null (better-auth)',
    tags: ['accounts'],
    responses: { 200: sessionSchema },
  }),
  resetPassword: endpoint(apiRoutes.accounts.resetPassword, {
    summary: 'Set a new password with the token from the reset email',
    tags: ['accounts'],
    body: z.object({
      token: z.string().min(1).max(200),
      newPassword: z.string().min(MIN_PASSWORD_LENGTH, RESET_MESSAGES.weak).max(128),
    }),
    responses: { 200: z.object({ success: z.literal(true) }), ...errors(400, 429) },
  }),
  delete: endpoint(apiRoutes.accounts.delete, {
    summary: 'Delete your account: renders and personal data removed, orders kept anonymised',
    tags: ['accounts'],
    body: z.object({
      confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, ACCOUNT_MESSAGES.deleteConfirmMismatch),
      password: z.string().max(128).optional(),
    }),
    responses: { 200: z.object({ success: z.literal(true) }), ...errors(400, 401, 409, 429) },
  }),
};
