import type { Workbench } from '@store/shared/production';
import { NewDraftForm } from './new-draft-form.tsx';
import { DraftCard } from './draft-card.tsx';
import { WorkbenchSection } from './workbench-section.tsx';

/** The drafts the store painted (newest first) and a form to paint another. */
export function DraftsSection({ workbench }: { workbench: Workbench }) {
  const { render, drafts, versions } = workbench;
  const total = drafts.length;
  return (
    <WorkbenchSection title="Drafts" testId="drafts">
      <p className="text-sm text-stone-300">
        AI-assisted starting points. Never shown to the customer until you publish a version made from one.
      </p>
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
      <NewDraftForm renderId={render.id} defaultStyle={render.style} />
    </WorkbenchSection>
  );
}
