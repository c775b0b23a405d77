import type { StaffRole } from '@store/shared/roles';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { CustomerErasure } from '../customer-erasure.ts';
import type { StoreModule, ModuleContext } from '../store-module.ts';
import { createAccountDeletion, type PreviewEraser, type RenderEraser } from './account-deletion.ts';
import accountDeletionRoutes from './account-deletion-routes.ts';
import { createAccountErasureRepository } from './account-erasure-repository.ts';
import { createAuth, type Auth } from './auth.ts';
import { createFixedWindowLimiter, type FixedWindowLimiter } from './fixed-window-limiter.ts';
import { createRateLimitRepository } from './rate-limit-repository.ts';
import accountRoutes from './routes.ts';
import { createRoleRepository } from './role-repository.ts';
import { createSessionGenerationRepository, type SessionGenerationRepository } from './session-generation-repository.ts';
import { SIGN_IN_FAILURES } from './sign-in-throttle.ts';
import staffRoutes from './staff-routes.ts';
import { createStaffService, type StaffService } from './staff-service.ts';
import { createUserRepository } from './user-repository.ts';

export type AccountInput = { name: string; email: string; password: string; role?: StaffRole };

export type Accounts = {
  auth: Auth;
  generations: SessionGenerationRepository;
  /** Creates an account the way sign-up does (hashed password, welcome email), with a staff role if given: the demo seed and tests use it. */
  createAccount(input: AccountInput): Promise<{ id: string }>;
  exists(email: string): Promise<boolean>;
  /** Roles, as the staff page and `npm run admin` change them. */
  staff: StaffService;
  /** Counting windows every instance shares (the database): sign-in limits, and other modules' guesses (gift card codes). */
  limiter: FixedWindowLimiter;
};

/** Sign-up, sign-in and sessions (better-auth), staff roles, and deleting one's own account. */
export function createAccountsModule(
  context: ModuleContext,
  deps: { renders: RenderEraser; previews: PreviewEraser; erasures: () => readonly CustomerErasure[] },
): StoreModule<Accounts> {
  const { config, database } = context;
  const generations = createSessionGenerationRepository(database.db);
  const limiter = createFixedWindowLimiter({
    windows: createRateLimitRepository(database.db),
    longestWindowSeconds: SIGN_IN_FAILURES.window,
  });
  const auth = createAuth({ config, database, mailer: context.mailer, generations, limiter });
  const users = createUserRepository(database.db);
  const staff = createStaffService({
    users,
    roles: createRoleRepository(database.db, database.kind),
    transact: context.transact,
    mailer: context.mailer,
    staffPageUrl: absoluteUrl(config.publicUrl, routes.adminStaff.href()),
  });
  const deletion = createAccountDeletion({
    erasure: createAccountErasureRepository(database.db),
    users,
    renders: deps.renders,
    previews: deps.previews,
    erasures: deps.erasures,
    transact: context.transact,
  });
  const rateLimitPerMinute = config.authRateLimitPerMinute;
  return {
    service: {
      auth,
      generations,
      async createAccount(input) {
        const { user } = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
        if (input.role) await staff.setRole(user.id, input.role, null);
        return { id: user.id };
      },
      exists: (email) => users.exists(email),
      staff,
      limiter,
    },
    async routes(app) {
      await app.register(accountRoutes, { auth, publicUrl: config.publicUrl, rateLimitPerMinute });
      await app.register(staffRoutes, { staff });
      await app.register(accountDeletionRoutes, { auth, deletion, rateLimitPerMinute });
    },
  };
}
