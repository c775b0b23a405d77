import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import { viewSampleLabel } from '../gallery-filter.ts';
import type { GallerySample } from '../samples/gallery-samples.ts';
import { GalleryImage } from './gallery-image.tsx';

/** Column widths of the masonry (1 column up to 768 px, 2 up to 1100 px, else 4 in a max-w-7xl page). */
const CARD_SIZES = '(max-width: 768px) calc(100vw - 2rem), (max-width: 1100px) calc(50vw - 3rem), 300px';

type SampleCardProps = {
  sample: GallerySample;
  /** Null when the window is too narrow for the lightbox: the card is then a plain figure. */
  onOpen: ((sample: GallerySample) => void) | null;
  /** The first card is the page's largest image in the first screen: loaded at once and first; the others as they scroll near. */
  first: boolean;
};

/** One sample: the render with a small inset of the original photo, its style and aspect ratio. */
export function SampleCard({ sample, onOpen, first }: SampleCardProps) {
  const { style, title, render, original, width, height } = sample;
  const ratioLabel = ASPECT_RATIO_INFO[sample.aspectRatio].label;
  return (
    <figure className="group relative overflow-hidden rounded-2xl border border-line bg-panel shadow-lg shadow-black/30 transition-colors has-[button:hover]:border-accent/60 has-[button:focus-visible]:border-accent">
      <div className="relative">
        <GalleryImage
          src={render.large}
          srcSet={`${render.small} 480w, ${render.medium} 720w, ${render.large} 960w`}
          sizes={CARD_SIZES}
          width={width}
          height={height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          alt={`${style} render: ${title}`}
          className="block h-auto w-full bg-stone-900 transition-transform duration-500 group-has-[button:hover]:scale-[1.02] motion-reduce:transition-none"
        />
        <div className="absolute bottom-3 left-3 w-1/4 min-w-16 overflow-hidden rounded-lg border-2 border-stone-100/90 shadow-lg shadow-black/60">
          <GalleryImage
            src={original.small}
            width={width / 2}
            height={height / 2}
            loading="lazy"
            alt={`Original photo: ${title}`}
            className="block h-auto w-full bg-stone-900"
          />
        </div>
      </div>
      <figcaption className="px-4 py-3">
        <span className="block font-display text-lg leading-snug font-medium tracking-wide text-balance text-stone-100">{title}</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">{style}</span>
          <span className="text-xs font-medium text-muted">{ratioLabel}</span>
        </span>
      </figcaption>
      {onOpen ? (
        <button
          type="button"
          aria-label={viewSampleLabel(sample)}
          onClick={() => onOpen(sample)}
          onContextMenu={(event) => event.preventDefault()}
          className="absolute inset-0 z-10 cursor-zoom-in rounded-2xl focus-visible:outline-offset-[-2px]"
        />
      ) : null}
    </figure>
  );
}
