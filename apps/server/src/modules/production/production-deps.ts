import type { FastifyBaseLogger } from 'fastify';
import type { PainterSettings } from '#server/config-settings.ts';
import type { Transact } from '#server/db/transaction.ts';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import type { JobSender } from '#server/jobs/job-queue.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { GenerativePainter } from '#server/providers/painter/painter.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { VersionPublished } from '../orders/version-published.ts';
import type { RenderService, RenderStates } from '../renders/render-service.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { PainterSpendRepository } from './painter-spend-repository.ts';
import type { SubjectService } from './subject-service.ts';
import type { VersionRepository } from './version-repository.ts';

/** The configured generative model, its limits and what it was paid. */
export type GenerativeModel = { painter: GenerativePainter; settings: PainterSettings; spend: PainterSpendRepository };

/** What the production line works with: the renders module, its own repositories, the workers and providers. */
export type ProductionDeps = {
  renders: RenderService;
  renderStates: RenderStates;
  transact: Transact;
  drafts: DraftRepository;
  versions: VersionRepository;
  subjects: SubjectService;
  jobs: JobSender;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  drafter: ImageWorker;
  deriver: ImageWorker;
  /** The configured generative model and its limits; null: every draft is the built-in painter's. */
  painter: GenerativeModel | null;
  likeness: { minScore: number; repaints: number };
  countOrders: (renderId: string) => Promise<number>;
  versionPublished: VersionPublished;
  analytics: AnalyticsRecorder;
  maxPixels: number;
  workDir: string;
  log: FastifyBaseLogger;
};

export const utcDay = () => new Date().toISOString().slice(0, 10);
