import { ACCOUNT_MESSAGES } from '@store/shared/account-rules';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { isStaffRole } from '@store/shared/roles';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { CustomerErasure } from '../customer-erasure.ts';
import type { AccountErasureRepository } from './account-erasure-repository.ts';
import type { createUserRepository } from './user-repository.ts';

/** The renders module's part: a customer's renders go in the deletion's transaction. */
export type RenderEraser = { eraseAllOf(userId: string): Promise<void> };
/** The uploads module's part: style previews not submitted, their photos and sketches. */
export type PreviewEraser = { eraseAllOf(userId: string): Promise<void> };

/** A customer deletes their own account: renders and personal data go, orders stay anonymised (decision 024). */
export function createAccountDeletion(deps: {
  erasure: AccountErasureRepository;
  users: ReturnType<typeof createUserRepository>;
  renders: RenderEraser;
  previews: PreviewEraser;
  /** Every module's part (the module shape's `erase`), read when an account is deleted: the modules are all built by then. */
  erasures: () => readonly CustomerErasure[];
  transact: Transact;
}) {
  const { erasure, users, renders } = deps;
  return {
    /** `checkPassword` asks better-auth whether the password is the account's own. */
    async deleteAccount(
      userId: string,
      password: string | undefined,
      checkPassword: (password: string) => Promise<boolean>,
    ): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, 'NOT_FOUND', 'No account has that id.');
      if (isStaffRole(user.role)) throw new HttpError(409, 'STAFF_CANNOT_DELETE', STAFF_MESSAGES.staffCannotDelete);
      if ((await erasure.hasPassword(userId)) && !(password && (await checkPassword(password)))) {
        throw new HttpError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword, {
          password: ACCOUNT_MESSAGES.wrongCurrentPassword,
        });
      }
      const parts = deps.erasures();
      for (const part of parts) await part.check?.(userId);
      // Files cannot roll back: the previews go first, and nothing of them is worth keeping if the rest fails.
      await deps.previews.eraseAllOf(userId);
      await deps.transact(async () => {
        await renders.eraseAllOf(userId);
        for (const part of parts) await part.erase(user);
        await erasure.erase(user);
      });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
