import { STYLES, type Style } from '@store/shared/styles';

/** The gallery's filter buttons, in order (SPEC.md section 2, Gallery). */
export const STYLE_FILTERS = ['All', ...STYLES] as const;
export type StyleFilter = (typeof STYLE_FILTERS)[number];

/** The lightbox opens only when the window is at least this wide (SPEC.md section 9). */
export const LIGHTBOX_MEDIA_QUERY = '(min-width: 768px)';

/** The samples shown under a filter, in their original order. */
export function filterSamples<T extends { style: Style }>(samples: readonly T[], filter: StyleFilter): readonly T[] {
  if (filter === 'All') return samples;
  return samples.filter((sample) => sample.style === filter);
}

/** Accessible name of the button that opens a sample in the lightbox. */
export function viewSampleLabel(sample: { style: Style; title: string }): string {
  return `View ${sample.style} sample: ${sample.title}`;
}

/** "Showing 3 Retro samples" / "Showing all 12 samples", announced when the filter changes. */
export function showingText(count: number, filter: StyleFilter): string {
  const noun = count === 1 ? 'sample' : 'samples';
  return filter === 'All' ? `Showing all ${count} ${noun}` : `Showing ${count} ${filter} ${noun}`;
}

/** With customers' work shown too: "Showing 2 customer renders and 9 samples" / "... and 3 Retro samples". */
export function showingWorkText(realCount: number, sampleCount: number, filter: StyleFilter): string {
  if (realCount === 0) return showingText(sampleCount, filter);
  const real = `${realCount} customer ${realCount === 1 ? 'render' : 'renders'}`;
  if (sampleCount === 0) return `Showing ${real}`;
  const style = filter === 'All' ? '' : `${filter} `;
  return `Showing ${real} and ${sampleCount} ${style}${sampleCount === 1 ? 'sample' : 'samples'}`;
}
