import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { createLocalStorage } from '#server/providers/storage/local-storage.ts';
import { createS3Storage } from '#server/providers/storage/s3-storage.ts';
import type { Storage } from '#server/providers/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photos and results are kept. */
    storage: Storage;
  }
}

/** File storage: the given one (tests), else S3 when S3_BUCKET is set, else DATA_DIR/files. */
export default fp<{ config: Config; storage: Storage | undefined }>(
  async (app, { config, storage }) => {
    app.decorate('storage', storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'))));
  },
  { name: 'storage' },
);
