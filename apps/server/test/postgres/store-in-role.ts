import { join } from 'node:path';
import { buildApp, type Store } from '#server/app.ts';
import { loadConfig, type StoreRole } from '#server/config.ts';
import { createLocalStorage } from '#server/providers/storage/local-storage.ts';
import { TEST_STORE_SETTINGS } from '../store-settings.ts';
import { createRecordingTransport, type TestDatabase } from '../test-app.ts';

/**
 * A store in one role on a test database, as one machine of several runs it: its scratch files
 * under `dataDir/<role>`, the files in `dataDir/files` that every role shares (as one bucket would).
 */
export async function startStoreInRole(
  database: TestDatabase,
  dataDir: string,
  role: StoreRole,
  environment: Record<string, string> = {},
): Promise<Store> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: join(dataDir, role),
    DATABASE_URL: database.handle.url!,
    STORE_ROLE: role,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PHOTO_CHECK: 'false',
    AUTO_DRAFTS: 'false',
    ...TEST_STORE_SETTINGS,
    ...environment,
  });
  const storage = createLocalStorage(join(dataDir, 'files'));
  const store = await buildApp({ config, database: database.handle, mailTransport: createRecordingTransport().transport, storage });
  await store.app.ready();
  return store;
}
