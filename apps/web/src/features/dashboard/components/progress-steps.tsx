import type { RenderStage } from '@store/shared/render-progress';
import { stageSteps, type StageStep } from '../render-display.ts';

const DOT: Record<StageStep['state'], string> = {
  done: 'border-emerald-400 bg-emerald-400',
  current: 'border-accent bg-accent ring-4 ring-accent/25',
  upcoming: 'border-stone-600 bg-stone-900',
};

const LABEL: Record<StageStep['state'], string> = {
  done: 'text-stone-300',
  current: 'font-semibold text-stone-100',
  upcoming: 'text-stone-400',
};

const STATE_WORDS: Record<StageStep['state'], string> = { done: 'done', current: 'current step', upcoming: 'not yet' };

/** Where a render is: photo received, first sketch painted, artist finishing, ready; the current step highlighted. */
export function ProgressSteps({ stage }: { stage: RenderStage }) {
  return (
    <ol aria-label="Progress" className="grid grid-cols-4 gap-1" data-testid="progress-steps">
      {stageSteps(stage).map((step, index) => (
        <li
          key={step.stage}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          className="relative flex flex-col items-center gap-2 text-center"
        >
          {index > 0 && (
            <span
              aria-hidden="true"
              className={`absolute top-1.5 right-1/2 h-0.5 w-full ${step.state === 'upcoming' ? 'bg-stone-700' : 'bg-emerald-400/70'}`}
            />
          )}
          <span aria-hidden="true" className={`relative size-3.5 rounded-full border-2 ${DOT[step.state]}`} />
          <span className={`text-xs leading-tight ${LABEL[step.state]}`}>
            {step.label}
            <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
