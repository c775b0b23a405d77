import type { DatabaseHandle } from '#server/db/database.ts';
import { createAccountDirectoryRepository, type AccountDirectoryRepository } from './account-directory-repository.ts';

export type { AccountContact, CustomerAccount } from './account-directory-repository.ts';

/**
 * What other modules read of the accounts (the accounts module owns the user table, decision 059):
 * built from the database alone, so modules built before the accounts module (orders' purchase
 * grant, notifications) can ask it too.
 */
export type AccountDirectory = AccountDirectoryRepository;

export function createAccountDirectory(database: DatabaseHandle): AccountDirectory {
  return createAccountDirectoryRepository(database.db);
}
