import { describe, expect, it } from 'vitest';
import { SUBJECT_CLICKS_MAX, subjectClicksSchema } from '@store/shared/subject';
import { clicksRequest, hasClicks, includes, NO_CLICKS, withBox, withClick, type ClickPrompt, type CutOutState } from './click-prompt.ts';
import { recordEdit, startHistory, undo } from './edit-history.ts';

const SIZE = { width: 200, height: 100 };

describe('the clicks staff give the cut-out model', () => {
  it('adds clicks in order as shares of the photo, clamped inside it', () => {
    const one = withClick(NO_CLICKS, { x: 50, y: 25 }, true, SIZE.width, SIZE.height)!;
    const two = withClick(one, { x: 260, y: -5 }, false, SIZE.width, SIZE.height)!;
    expect(two.points).toEqual([
      { x: 0.25, y: 0.25, include: true },
      { x: 1, y: 0, include: false },
    ]);
    expect(one.points).toHaveLength(1);
    expect(hasClicks(NO_CLICKS)).toBe(false);
    expect(hasClicks(two)).toBe(true);
  });

  it('takes no more clicks than the model is asked with', () => {
    let prompt: ClickPrompt = NO_CLICKS;
    for (let click = 0; click < SUBJECT_CLICKS_MAX; click += 1) prompt = withClick(prompt, { x: click, y: 1 }, true, 100, 100)!;
    expect(withClick(prompt, { x: 1, y: 1 }, true, 100, 100)).toBeNull();
  });

  it('includes on a plain click and excludes on a shift-click, the other way round when Exclude is chosen', () => {
    expect([includes('include', false), includes('include', true), includes('exclude', false), includes('exclude', true)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('makes a box from two corners dragged either way, inside the photo, and ignores a slip', () => {
    const boxed = withBox(NO_CLICKS, { x: 150, y: 90 }, { x: 20, y: -10 }, SIZE.width, SIZE.height)!;
    expect(boxed.box).toEqual({ x: 0.1, y: 0, width: 0.65, height: 0.9 });
    expect(withBox(NO_CLICKS, { x: 10, y: 10 }, { x: 12, y: 60 }, SIZE.width, SIZE.height)).toBeNull();
    const clicked = withClick(boxed, { x: 100, y: 50 }, false, SIZE.width, SIZE.height)!;
    expect(clicked.box).toEqual(boxed.box);
  });

  it('asks the endpoint with a body its schema accepts', () => {
    const prompt = withBox(
      withClick(NO_CLICKS, { x: 100, y: 50 }, true, SIZE.width, SIZE.height)!,
      { x: 0, y: 0 },
      { x: 200, y: 100 },
      200,
      100,
    )!;
    expect(subjectClicksSchema.parse(clicksRequest(prompt))).toEqual({
      points: [{ x: 0.5, y: 0.5, include: true }],
      box: { x: 0, y: 0, width: 1, height: 1 },
    });
    expect(subjectClicksSchema.parse(clicksRequest(NO_CLICKS))).toEqual({ points: [], box: null });
  });

  it('undoes a click with the mask it answered, back to the mask before it', () => {
    const automatic: CutOutState = { mask: new Uint8Array([255, 0]), clicks: NO_CLICKS };
    const clicked: CutOutState = { mask: new Uint8Array([255, 255]), clicks: withClick(NO_CLICKS, { x: 1, y: 0 }, true, 2, 1)! };
    const history = undo(recordEdit(startHistory(automatic), clicked));
    expect(history.present).toBe(automatic);
    expect(history.future).toEqual([clicked]);
  });
});
