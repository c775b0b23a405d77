import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createEmbeddedJobQueue } from '#server/jobs/embedded-job-queue.ts';
import type { JobEngine } from '#server/jobs/job-queue.ts';
import { createJobRepository } from '#server/jobs/job-repository.ts';
import { createPgBossJobQueue } from '#server/jobs/pg-boss-job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every module's declared jobs and schedules: pg-boss on PostgreSQL, the embedded engine on SQLite. */
    jobs: JobEngine;
  }
}

/** The job engine the database calls for; `buildApp` starts it once every module has declared its work. */
export default fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    const jobs =
      database.kind === 'postgres' && database.url
        ? createPgBossJobQueue({
            connectionString: database.url,
            schema: database.schema ?? config.production.jobsSchema,
            log: app.log,
            works: config.role !== 'web',
            ...(config.env === 'test' ? { superviseIntervalSeconds: 2 } : {}),
          })
        : createEmbeddedJobQueue({
            jobs: createJobRepository(database.db, database.kind),
            log: app.log,
            ownsAllJobs: database.kind === 'sqlite',
          });
    app.decorate('jobs', jobs);
  },
  { name: 'jobs' },
);
