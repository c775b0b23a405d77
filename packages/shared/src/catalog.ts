/** The print catalogue of SPEC.md section 9: aspect ratios, their canvas sizes, border styles. */

export const ASPECT_RATIOS = ['1x1', '4x5', '2x3', '3x2', '5x4'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export type AspectRatioInfo = {
  ratio: AspectRatio;
  label: string;
  orientation: 'Square' | 'Portrait' | 'Landscape';
  /** Canvas sizes in inches, written width x height as the catalogue lists them. */
  sizes: readonly string[];
};

export const ASPECT_RATIO_INFO: Record<AspectRatio, AspectRatioInfo> = {
  '1x1': { ratio: '1x1', label: '1x1 Square', orientation: 'Square', sizes: ['12x12', '16x16', '24x24', '36x36'] },
  '4x5': { ratio: '4x5', label: '4x5 Portrait', orientation: 'Portrait', sizes: ['8x10', '16x20', '24x30'] },
  '2x3': { ratio: '2x3', label: '2x3 Portrait', orientation: 'Portrait', sizes: ['12x18', '20x30', '24x36'] },
  '3x2': { ratio: '3x2', label: '3x2 Landscape', orientation: 'Landscape', sizes: ['30x20', '36x24'] },
  '5x4': { ratio: '5x4', label: '5x4 Landscape', orientation: 'Landscape', sizes: ['20x16', '30x24'] },
};

export function sizesFor(ratio: AspectRatio): readonly string[] {
  return ASPECT_RATIO_INFO[ratio].sizes;
}

export function isAspectRatio(value: string): value is AspectRatio {
  return (ASPECT_RATIOS as readonly string[]).includes(value);
}

export const BORDER_STYLES = ['full-wrap', 'white-border'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const BORDER_STYLE_LABELS: Record<BorderStyle, string> = {
  'full-wrap': 'Full Wrap',
  'white-border': 'White Border',
};

export const DIGITAL_DOWNLOAD_SIZE = 'Digital Download';
