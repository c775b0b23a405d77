import { ROLE_AFTER_IS, type Role } from '@store/shared/roles';
import { absoluteUrl, routes } from '@store/shared/routes';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { createTransact } from '../db/transaction.ts';
import { HttpError } from '../http-errors.ts';
import { createRoleRepository } from '../modules/accounts/role-repository.ts';
import { createStaffService } from '../modules/accounts/staff-service.ts';
import { createUserRepository } from '../modules/accounts/user-repository.ts';
import { forSite } from '../providers/mail/email-layout.ts';
import { createMailSeal } from '../providers/mail/mail-seal.ts';
import { createOutboxRepository } from '../providers/mail/outbox-repository.ts';

const USAGE = [
  'Usage: npm run admin -- grant EMAIL          make the account an owner (every power)',
  '       npm run admin -- grant EMAIL staff    make the account staff (queue, fulfilment, messages)',
  '       npm run admin -- revoke EMAIL         make the account a customer again',
].join('\n');

/** The role a command line asks for, or null when it asks for nothing this command knows. */
function requestedRole(command: string | undefined, roleName: string | undefined): Role | null {
  if (command === 'revoke') return roleName === undefined ? 'customer' : null;
  if (command !== 'grant') return null;
  if (roleName === undefined) return 'owner';
  return roleName === 'staff' || roleName === 'owner' ? roleName : null;
}

const [command, email, roleName] = process.argv.slice(2);
const role = requestedRole(command, roleName);
if (!role || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database);
  const outbox = createOutboxRepository(database.db, database.kind, createMailSeal(config.authSecret));
  const staff = createStaffService({
    users: createUserRepository(database.db),
    roles: createRoleRepository(database.db, database.kind),
    transact: createTransact(database.db),
    // The running store sends what the outbox holds within a minute.
    mailer: { queue: async (to, message) => void (await outbox.add({ recipient: to, ...forSite(message, config.publicUrl) })) },
    staffPageUrl: absoluteUrl(config.publicUrl, routes.adminStaff.href()),
  });
  const member = await staff.grant(email, role, null);
  console.log(`${member.email} is now ${ROLE_AFTER_IS[role]}.`);
} catch (failure) {
  if (!(failure instanceof HttpError)) throw failure;
  console.error(failure.message);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
