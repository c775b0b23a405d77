import { DIGITAL_DOWNLOAD_SIZE, isAspectRatio, sizesFor } from './catalog.ts';

/** One line of a cart as the browser sends it to be saved. */
export type CartEntryInput = {
  aspectRatio: string;
  items: { size: string; quantity: number; isDigital: boolean; borderStyle?: string | undefined }[];
};

export const CART_ENTRY_MESSAGES = {
  mixed: 'A digital download and canvases cannot share a line: put each in its own line.',
  borders: 'A line holds one border style: put each border style in its own line.',
  noBorder: 'Every canvas needs a border style.',
  ratio: 'That aspect ratio is not sold.',
  size: 'That size is not a canvas of this aspect ratio.',
  digitalSize: 'A digital item can only be the digital download.',
  digitalQuantity: 'The digital download is sold once per render: quantity 1.',
  quantity: 'Quantities start at 1.',
} as const;

export type CartEntryProblem = keyof typeof CART_ENTRY_MESSAGES;

/** What the cart's rules do not allow in one line (never dropped in silence: the save is refused naming it), or null. */
export function cartEntryProblem(entry: CartEntryInput): CartEntryProblem | null {
  const digital = entry.items.filter((item) => item.isDigital || item.size === DIGITAL_DOWNLOAD_SIZE);
  if (digital.length > 0) {
    if (digital.length < entry.items.length) return 'mixed';
    if (digital.some((item) => item.size !== DIGITAL_DOWNLOAD_SIZE || !item.isDigital)) return 'digitalSize';
    if (digital.length > 1 || digital[0]!.quantity !== 1) return 'digitalQuantity';
    return null;
  }
  if (!isAspectRatio(entry.aspectRatio)) return 'ratio';
  const ratio = entry.aspectRatio;
  if (entry.items.some((item) => item.quantity < 1)) return 'quantity';
  if (entry.items.some((item) => !sizesFor(ratio).includes(item.size))) return 'size';
  if (entry.items.some((item) => !item.borderStyle)) return 'noBorder';
  if (new Set(entry.items.map((item) => item.borderStyle)).size > 1) return 'borders';
  return null;
}
