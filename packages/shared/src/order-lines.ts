import { ASPECT_RATIO_INFO, BORDER_STYLE_LABELS, isAspectRatio, type BorderStyle } from './catalog.ts';
import { displaySize } from './size.ts';

/** A cart item or an order item with the render it belongs to. */
export type DescribableLine = {
  style: string;
  aspectRatio: string;
  size: string;
  quantity: number;
  isDigital: boolean;
  borderStyle?: BorderStyle | null | undefined;
};

/** The words for one line, the same in the cart, the order pages, fulfilment, the emails and the payment page. */
export type LineDescription = {
  /** The render: "Anime render". */
  title: string;
  /** What of it was bought: "12″ × 18″ canvas" or "Digital Download"; the size never breaks across lines. */
  product: string;
  /** What sets it apart: "White Border · 2x3 Portrait" for a canvas, "All 5 aspect ratios" for the download. */
  detail: string;
  /** All of it in one phrase: "Anime render · 12″ × 18″ canvas · White Border · 2x3 Portrait × 2". */
  summary: string;
};

const NO_BREAK_SPACE = '\u00a0';
const DIGITAL_DETAIL = `All ${Object.keys(ASPECT_RATIO_INFO).length} aspect ratios`;

/** "1x1 Square" for a catalogue ratio; anything else as stored. */
export function aspectRatioLabel(ratio: string): string {
  return isAspectRatio(ratio) ? ASPECT_RATIO_INFO[ratio].label : ratio;
}

export function describeLine(line: DescribableLine): LineDescription {
  const title = `${line.style} render`;
  const product = line.isDigital ? displaySize(line.size) : `${displaySize(line.size).replaceAll(' ', NO_BREAK_SPACE)} canvas`;
  const detail = line.isDigital
    ? DIGITAL_DETAIL
    : [line.borderStyle ? BORDER_STYLE_LABELS[line.borderStyle] : null, aspectRatioLabel(line.aspectRatio)].filter(Boolean).join(' · ');
  return { title, product, detail, summary: `${title} · ${product} · ${detail} × ${line.quantity}` };
}
