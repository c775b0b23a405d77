import type { Subject } from '@store/shared/subject';
import { jobWorker, type BackgroundWork } from '#server/jobs/job-queue.ts';
import { downloadForJob } from './job-files.ts';
import { cutOut, firstChoice, makeAutomatic, statusOf, subjectDto, SUBJECT_JOB, type SubjectDeps } from './subject-cut-out.ts';
import { createSubjectEditing } from './subject-editing.ts';

/**
 * A render's subject: the engine cuts the bike out once (with the first draft, subject-cut-out),
 * staff may choose another bike, drop the rider or correct the cut-out by hand (subject-editing),
 * and every later draft is painted with the result.
 */
export function createSubjectService(deps: SubjectDeps) {
  const { renders, subjects, storage } = deps;
  const work: BackgroundWork = { workers: [jobWorker(SUBJECT_JOB, (job) => makeAutomatic(deps, job))] };

  const service = {
    /** Logs what would stop the cut-out source (ComfyUI's nodes or model missing, the server down); never throws. */
    async checkCutoutSource(): Promise<void> {
      const source = deps.cutoutSource;
      if (!source) return;
      try {
        const problems = await source.checkSetup();
        if (problems.length) deps.log.warn({ problems }, 'the cut-out source is not ready: the store cuts out itself until it is');
        else deps.log.info({ source: source.name }, 'the cut-out source is ready');
      } catch (error) {
        deps.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'the cut-out source cannot be reached: the store cuts out itself until it can',
        );
      }
    },

    /**
     * The cut-out a draft is painted with, as a local file (the caller removes it): staff's
     * corrected one, else the engine's for the current choice, made now when there is none yet.
     * Null when the photo has no bike.
     */
    async maskForDraft(renderId: string, photoPath: string): Promise<string | null> {
      const record = await subjects.find(renderId);
      const key = record?.correctedKey ?? record?.automaticKey;
      if (key) return downloadForJob(storage, key, deps.workDir);
      if (record && statusOf(record) === 'no-bike') return null;
      return cutOut(deps, renderId, photoPath, record ? { bike: record.bike, rider: record.rider } : await firstChoice(deps, renderId));
    },

    /** The customer picked their bike among several on the photo (checked by the upload): kept for the first cut-out and the workbench. */
    async keepCustomersPick(renderId: string, bike: number): Promise<void> {
      await subjects.savePick(renderId, bike);
    },

    async read(renderId: string): Promise<Subject | null> {
      await renders.forProduction(renderId);
      const record = await subjects.find(renderId);
      return record ? subjectDto(record) : null;
    },

    ...createSubjectEditing(deps),
  };
  return { service, work };
}

export type SubjectService = ReturnType<typeof createSubjectService>['service'];
