import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { Transact } from '#server/db/transaction.ts';
import type { BackgroundWork, JobSender } from '#server/jobs/job-queue.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import type { CustomerErasure } from './customer-erasure.ts';

/** What every module is built from: the configuration, the database and the shared providers. */
export type ModuleContext = {
  config: Config;
  database: DatabaseHandle;
  transact: Transact;
  /** Row changes, told to the read caches of every instance (decision 066). */
  changes: ChangeNotices;
  mailer: Mailer;
  storage: Storage;
  jobs: JobSender;
  log: FastifyBaseLogger;
  /** Scratch space for uploads and image work (swept of leftovers). */
  workDir: string;
};

/**
 * What a module's one entry returns: the service other modules and tests use, the routes the app
 * registers, the background work the job engine runs, what must be done before the store serves
 * (moving files an older version left), what to release when the app closes, and its part of
 * deleting a customer's account when its tables hold their personal data.
 */
export type StoreModule<Service> = {
  service: Service;
  routes?: FastifyPluginAsync;
  work?: BackgroundWork;
  start?: () => Promise<void>;
  close?: () => Promise<void>;
  erase?: CustomerErasure;
};
