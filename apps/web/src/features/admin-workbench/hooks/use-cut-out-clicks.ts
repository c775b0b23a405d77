import { useState, type Dispatch, type SetStateAction } from 'react';
import { SUBJECT_CLICKS_MAX } from '@store/shared/subject';
import { useSegmentCutOut } from '../api/segment-cut-out.ts';
import { clicksRequest, withBox, withClick, type ClickPrompt, type CutOutState } from '../cut-out/click-prompt.ts';
import { recordEdit, type EditHistory } from '../cut-out/edit-history.ts';
import type { Point } from '../cut-out/lasso-fill.ts';
import { maskFromPng } from '../cut-out/mask-files.ts';

type CutOutEdits = {
  present: CutOutState;
  setHistory: Dispatch<SetStateAction<EditHistory<CutOutState>>>;
  setError: (error: string | null) => void;
};

/**
 * Clicks and boxes answered by the store's segmentation model: each answer is one step of the
 * editor's history, the mask with the clicks it answers.
 */
export function useCutOutClicks(renderId: string, size: { width: number; height: number }, { present, setHistory, setError }: CutOutEdits) {
  /** The clicks the model is answering now: shown at once, the mask follows. */
  const [asking, setAsking] = useState<ClickPrompt | null>(null);
  const segment = useSegmentCutOut(renderId);

  async function ask(clicks: ClickPrompt | null) {
    if (!clicks) return;
    setError(null);
    setAsking(clicks);
    try {
      const mask = await maskFromPng(await segment.mutateAsync(clicksRequest(clicks)), size.width, size.height);
      setHistory((current) => recordEdit(current, { mask, clicks }));
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'Could not update the cut-out.');
    } finally {
      setAsking(null);
    }
  }

  function clickAt(at: Point, include: boolean) {
    const clicks = withClick(present.clicks, at, include, size.width, size.height);
    if (clicks) void ask(clicks);
    else setError(`The model takes at most ${SUBJECT_CLICKS_MAX} clicks: undo some, or finish with the brush.`);
  }

  function boxAround(from: Point, to: Point) {
    void ask(withBox(present.clicks, from, to, size.width, size.height));
  }

  return { asking, clickAt, boxAround };
}
