import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { createUserRepository } from '../modules/accounts/user-repository.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database);
  const found = await createUserRepository(database.db).setAdmin(email, command === 'grant');
  if (!found) {
    console.error(`No account has the email ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  }
} finally {
  await database.db.destroy();
}
