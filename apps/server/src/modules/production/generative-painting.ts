import { randomInt, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Workbench } from '@store/shared/production';
import { PAINTER_NOTES, shortReason } from '@store/shared/painter-notes';
import type { Style } from '@store/shared/styles';
import type { ImageTasks, PaintedDraft } from '#server/images/worker/image-tasks.ts';
import { PainterError } from '#server/providers/painter/painter.ts';
import { utcDay, type GenerativeModel, type ProductionDeps } from './production-deps.ts';

/** How long the workbench trusts the last check of the model's set-up (ComfyUI's object info is large). */
const SETUP_CHECK_MS = 5 * 60_000;
/** How long a workbench waits for a check under way. */
const SETUP_CHECK_WAIT_MS = 3000;

type PaintingDeps = Pick<ProductionDeps, 'drafter' | 'likeness' | 'workDir' | 'log'>;
type GeneratedInput = { photoPath: string; maskPath: string | null; style: Style; photo: { width: number; height: number } };
/** The photo and mask at the model's canvas, read once for every try. */
type ModelInput = ImageTasks['modelInput']['output'] & { canvas: ImageTasks['modelInput']['input']['canvas']; photo: Buffer; mask: Buffer };
export type GeneratedDraft = { painted: PaintedDraft | null; note: string | null; refused: PaintedDraft | null };

/** One try of the model, paid for on the given day: its image brought back to the photo's frame and measured. */
async function paintOnce(
  deps: PaintingDeps,
  model: GenerativeModel,
  attempt: { day: string; input: GeneratedInput; prepared: ModelInput; progress: (step: string) => void; scratch: string[] },
): Promise<PaintedDraft> {
  const { painter, settings, spend } = model;
  const { day, input, prepared, progress, scratch } = attempt;
  const { canvas, frame } = prepared;
  const { image, costCents } = await painter.paint({
    photo: prepared.photo,
    mask: prepared.mask,
    canvas,
    style: input.style,
    seed: randomInt(2 ** 31),
    onProgress: progress,
  });
  if (costCents !== null) await spend.correct(day, costCents - settings.priceCents);
  const imagePath = join(deps.workDir, `generated-${randomUUID()}`);
  scratch.push(imagePath);
  await writeFile(imagePath, image);
  return deps.drafter.run(
    'generatedDraft',
    { photoPath: input.photoPath, imagePath, maskPath: input.maskPath, canvas, frame, outDir: deps.workDir },
    progress,
  );
}

/**
 * The configured model's draft, painted again while its likeness is under the threshold (up to
 * the configured repaints, each counted against the daily cap). No draft, with the reason, when
 * the model is down, answers no usable image, or the cap is reached; when no try reached the
 * threshold, no draft either: the best try comes back as refused, for staff to see beside the
 * built-in painter's draft.
 */
export async function paintGenerated(
  deps: PaintingDeps,
  model: GenerativeModel,
  input: GeneratedInput,
  progress: (step: string) => void,
  scratch: string[],
): Promise<GeneratedDraft> {
  const { painter, settings, spend } = model;
  const canvas = painter.canvasFor(input.photo);
  const modelInput = await deps.drafter.run('modelInput', {
    photoPath: input.photoPath,
    maskPath: input.maskPath,
    canvas,
    outDir: deps.workDir,
  });
  scratch.push(modelInput.photoPath, modelInput.maskPath);
  const [photo, mask] = await Promise.all([readFile(modelInput.photoPath), readFile(modelInput.maskPath)]);
  const prepared: ModelInput = { ...modelInput, canvas, photo, mask };
  let best: PaintedDraft | null = null;
  const refusal = (tries: number) => ({
    painted: null,
    note: best && PAINTER_NOTES.refused(painter.name, best.likeness, deps.likeness.minScore, tries),
    refused: best,
  });
  let attempt = 0;
  for (; attempt <= deps.likeness.repaints; attempt += 1) {
    const day = utcDay();
    if (!(await spend.reserve(day, settings.priceCents, settings.dailyCapCents))) {
      if (best) return refusal(attempt);
      return { painted: null, note: PAINTER_NOTES.capReached(painter.name), refused: null };
    }
    let painted: PaintedDraft;
    try {
      painted = await paintOnce(deps, model, { day, input, prepared, progress, scratch });
    } catch (error) {
      // A request that brought no image is not paid for; an image refused after it came is.
      if (error instanceof PainterError && !error.billed) await spend.release(day, settings.priceCents);
      if (best) return refusal(attempt);
      const reason = shortReason(error instanceof Error ? error.message : String(error));
      deps.log.warn({ painter: painter.name, reason }, 'generative painter failed; painting with the built-in painter');
      return { painted: null, note: PAINTER_NOTES.failed(painter.name, reason), refused: null };
    }
    scratch.push(painted.draftPath, painted.layerPath, painted.previewPath);
    if (!best || painted.likeness.score > best.likeness.score) best = painted;
    if (best.likeness.score >= deps.likeness.minScore) return { painted: best, note: null, refused: null };
    progress(`Painting again: likeness ${painted.likeness.score}`);
  }
  return refusal(attempt);
}

/** The generative painter as staff and the log see it: its set-up checked at most every few minutes, and today's spend. */
export function createPainterSetupCheck(deps: Pick<ProductionDeps, 'painter' | 'log'>) {
  let setupCheck: { at: number; problems: Promise<string[]> } | null = null;

  function setupProblems(model: GenerativeModel): Promise<string[]> {
    if (!setupCheck || Date.now() - setupCheck.at > SETUP_CHECK_MS)
      setupCheck = {
        at: Date.now(),
        problems: model.painter
          .checkSetup()
          .catch((error: unknown) => [
            `${model.painter.name} could not be checked: ${shortReason(error instanceof Error ? error.message : String(error))}`,
          ]),
      };
    return setupCheck.problems;
  }

  return {
    /**
     * The configured model and what is wrong with its set-up; null: only the built-in painter. A
     * check still under way after a few seconds (a slow server) reports nothing yet rather than
     * holding the workbench.
     */
    async painterStatus(): Promise<Workbench['generativePainter']> {
      if (!deps.painter) return null;
      const pending = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), SETUP_CHECK_WAIT_MS).unref());
      return { name: deps.painter.painter.name, problems: await Promise.race([setupProblems(deps.painter), pending]) };
    },

    /** At start: the model's set-up checked against the server (ComfyUI's object info), its problems logged in words. */
    async checkPainter(): Promise<void> {
      if (!deps.painter) return;
      const problems = await setupProblems(deps.painter);
      if (problems.length) deps.log.warn({ painter: deps.painter.painter.name, problems }, 'the generative painter is not ready');
    },

    /** What the generative painter was paid for today (UTC): nothing without one. */
    async painterSpendToday(): Promise<{ images: number; cents: number }> {
      return deps.painter ? deps.painter.spend.spentOn(utcDay()) : { images: 0, cents: 0 };
    },
  };
}
