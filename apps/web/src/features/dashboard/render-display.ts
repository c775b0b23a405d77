import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { Render, ResultLinks } from '@store/shared/renders';
import { RENDER_STAGES, RENDER_STAGE_LABELS, type RenderStage } from '@store/shared/render-progress';

/** The finished render to show: the square one when there is one, else the first in catalogue order (SPEC.md, product page). */
export function resultToShow(render: Pick<Render, 'results'>): ResultLinks | null {
  for (const ratio of ASPECT_RATIOS) {
    const result = render.results[ratio];
    if (result) return result;
  }
  return null;
}

export type StageStep = { stage: RenderStage; label: string; state: 'done' | 'current' | 'upcoming' };

/** The steps a customer sees their render go through, with the one it is at now marked current (a complete render has every step done). */
export function stageSteps(current: RenderStage): StageStep[] {
  const at = RENDER_STAGES.indexOf(current);
  return RENDER_STAGES.map((stage, index) => ({
    stage,
    label: RENDER_STAGE_LABELS[stage],
    state: index < at || current === 'complete' ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}
