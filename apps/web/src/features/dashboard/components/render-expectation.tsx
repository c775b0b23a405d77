import { RENDER_STAGE_DETAILS, type RenderStage } from '@store/shared/render-progress';
import { durationWords, expectedMinutes, expectedReady, type TypicalTurnaround } from '@store/shared/turnaround';

const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

type RenderExpectationProps = {
  stage: RenderStage;
  /** When the customer asked: the upload, or the revision request. */
  since: string;
  turnaround: TypicalTurnaround;
  now: number;
};

/** What is happening now and what comes next, and when to expect the render from the shop's recent renders; honest once it is late. */
export function RenderExpectation({ stage, since, turnaround, now }: RenderExpectationProps) {
  const expected = expectedReady(since, turnaround, now);
  const when = sameDay(expected.at, new Date(now)) ? timeOfDay.format(expected.at) : dayAndTime.format(expected.at);
  return (
    <div className="flex flex-col gap-1 text-sm leading-6" data-testid="render-expectation">
      <p className="text-stone-200">{RENDER_STAGE_DETAILS[stage]}</p>
      <p className={expected.late ? 'text-amber-200' : 'text-stone-400'}>
        {expected.late
          ? 'Taking longer than usual: an artist is on it, and we email you the moment it is ready.'
          : `Renders usually take ${durationWords(expectedMinutes(turnaround))}: expect yours around ${when}.`}
      </p>
    </div>
  );
}
