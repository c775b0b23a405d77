import type { RenderServiceDeps } from './render-access.ts';
import { createRenderChanges } from './render-changes.ts';
import { createRenderFileAccess } from './render-file-access.ts';
import type { RenderLifeRepository } from './render-life-repository.ts';
import { createRenderReads } from './render-reads.ts';
import { adminRenderDto, renderDto } from './render-views.ts';

/** What the production line writes of a render's life, through the renders module. */
export type RenderStates = Pick<
  RenderLifeRepository,
  'markDraftReady' | 'markReviewStarted' | 'publishVersion' | 'withLegacyResults' | 'adoptVersion'
>;
export type { PublishedSizes } from './render-life-repository.ts';

/**
 * The renders module's service: how each reader sees a render (render-reads, render-views), who
 * may read its files (render-file-access), and what customers and staff change of it (render-changes).
 */
export function createRenderService(deps: RenderServiceDeps) {
  const { life } = deps;
  return {
    toDto: renderDto,
    toAdminDto: adminRenderDto,
    ...createRenderReads(deps),
    ...createRenderFileAccess(deps),
    ...createRenderChanges(deps),

    /**
     * The production line's changes of a render's life (draft ready, review started, a version
     * published, legacy results adopted): production decides when, the renders module writes them.
     */
    life: {
      markDraftReady: life.markDraftReady,
      markReviewStarted: life.markReviewStarted,
      publishVersion: life.publishVersion,
      withLegacyResults: life.withLegacyResults,
      adoptVersion: life.adoptVersion,
    } satisfies RenderStates,
  };
}

export type RenderService = ReturnType<typeof createRenderService>;
