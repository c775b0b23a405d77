import type { AspectRatio } from '@store/shared/catalog';
import type { PrintAdvice } from '@store/shared/product';
import { printAdviceText, type AdviceAction } from '../product-options.ts';
import { DIGITAL_DOWNLOAD_ANCHOR } from './digital-download-offer.tsx';

const ACTION =
  'font-semibold text-amber-100 underline decoration-amber-200/50 underline-offset-4 hover:decoration-amber-100 hover:decoration-2';

type PrintAdviceNoteProps = {
  advice: PrintAdvice | null;
  ratio: AspectRatio;
  size: string;
  onSwitch: (choice: Pick<AdviceAction, 'ratio' | 'size'>) => void;
};

/** Says when the chosen canvas would print soft, and what prints sharply instead; announced as it changes. */
export function PrintAdviceNote({ advice, ratio, size, onSwitch }: PrintAdviceNoteProps) {
  // The live region stays in the page, so a change of advice is announced.
  if (!advice) return <div role="status" />;
  const { text, action } = printAdviceText(advice, ratio, size);
  return (
    <div role="status">
      <div
        data-testid="print-advice"
        className="mt-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm leading-6 text-amber-200"
      >
        <p>{text}</p>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {action && (
            <button type="button" onClick={() => onSwitch(action)} className={ACTION}>
              {action.label}
            </button>
          )}
          {advice.kind !== 'smaller-size' && (
            <a href={`#${DIGITAL_DOWNLOAD_ANCHOR}`} className={ACTION}>
              See the digital download
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
