import type { Workbench } from '@store/shared/production';
import { SUBJECT_MESSAGES } from '@store/shared/subject';
import { useSubject } from '../api/get-subject.ts';
import { isUnderWay } from '../workbench-display.ts';
import { CutOutEditor, isEditable } from './cut-out-editor.tsx';
import { SubjectChoices } from './subject-choices.tsx';
import { WorkbenchSection } from './workbench-section.tsx';

const NOTE = 'rounded-xl border border-dashed border-stone-700 px-4 py-6 text-center text-sm text-stone-300';

/** The bike cut out of the customer's photo, which every draft is painted with; staff correct it here. */
export function CutOutSection({ workbench }: { workbench: Workbench }) {
  const { render } = workbench;
  const query = useSubject(render.id, { waitForFirst: workbench.drafts.some(isUnderWay) });
  const subject = query.data?.subject;
  const photoUrl = render.originalPreviewUrl ?? render.originalUrl;

  return (
    <WorkbenchSection title="Cut-out" testId="cut-out">
      <p className="text-sm text-stone-300">
        Every draft paints the bike inside this cut-out. Add what is missing and take out what is not the bike, then save it or repaint
        every style with it.
      </p>
      {query.isPending && (
        <p role="status" className="text-sm text-stone-300">
          Loading...
        </p>
      )}
      {query.isError && <p className="text-sm text-red-300">Could not load the cut-out.</p>}
      {subject === null && <p className={NOTE}>{SUBJECT_MESSAGES.none}</p>}
      {subject && (
        <>
          <SubjectChoices renderId={render.id} subject={subject} />
          {subject.status === 'no-bike' && <p className={NOTE}>{SUBJECT_MESSAGES.noBike} Drafts paint the whole photo.</p>}
          {subject.status === 'working' && (
            <p role="status" className={NOTE}>
              Making the cut-out of bike {subject.bike + 1}
              {subject.riders.length > 0 ? (subject.rider ? ' with its rider' : ' without its rider') : ''}...
            </p>
          )}
          {isEditable(subject) && photoUrl && <CutOutEditor renderId={render.id} subject={subject} photoUrl={photoUrl} />}
        </>
      )}
    </WorkbenchSection>
  );
}
