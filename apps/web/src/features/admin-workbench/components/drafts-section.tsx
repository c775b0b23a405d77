import { PAINTER_STATUS } from '@store/shared/painter-notes';
import type { Workbench } from '@store/shared/production';
import { NewDraftForm } from './new-draft-form.tsx';
import { DraftCard } from './draft-card.tsx';
import { WorkbenchSection } from './workbench-section.tsx';

/** The drafts the store painted (newest first), what is wrong with the generative painter's set-up, and a form to paint another. */
export function DraftsSection({ workbench }: { workbench: Workbench }) {
  const { render, drafts, versions, generativePainter } = workbench;
  const total = drafts.length;
  return (
    <WorkbenchSection title="Drafts" testId="drafts">
      <p className="text-sm text-stone-300">
        AI-assisted starting points. Never shown to the customer until you publish a version made from one.
      </p>
      {generativePainter && generativePainter.problems.length > 0 && (
        <div role="status" data-testid="painter-problems" className="rounded-xl border border-amber-700/60 bg-amber-950/40 p-3 text-sm">
          <p className="font-medium text-amber-100">{PAINTER_STATUS.problems(generativePainter.name)}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-amber-200">
            {generativePainter.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-700 px-4 py-6 text-center text-sm text-stone-300">
          No drafts yet. Paint one below.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {drafts.map((draft, index) => (
            <li key={draft.id}>
              <DraftCard
                renderId={render.id}
                draft={draft}
                number={total - index}
                usedAsVersion={versions.find((version) => version.draftId === draft.id && version.status !== 'failed')?.number ?? null}
              />
            </li>
          ))}
        </ul>
      )}
      <NewDraftForm renderId={render.id} defaultStyle={render.style} generativePainter={generativePainter?.name ?? null} />
    </WorkbenchSection>
  );
}
