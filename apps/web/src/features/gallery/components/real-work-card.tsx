import { ASPECT_RATIO_INFO } from '@store/shared/catalog';
import type { GalleryEntry } from '@store/shared/gallery-schemas';
import { GalleryImage } from './gallery-image.tsx';

/** A customer's render as the gallery shows it: the watermarked render with their photo inset, like the samples. */
export function RealWorkCard({ entry }: { entry: GalleryEntry }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-panel shadow-lg shadow-black/30">
      <div className="relative">
        <GalleryImage
          src={entry.renderUrl}
          srcSet={`${entry.smallRenderUrl} 480w, ${entry.renderUrl} 1200w`}
          sizes="(max-width: 768px) calc(100vw - 2rem), (max-width: 1100px) calc(50vw - 3rem), 300px"
          width={entry.width}
          height={entry.height}
          loading="lazy"
          alt={`${entry.style} render of a customer's motorcycle`}
          className="block h-auto w-full bg-stone-900"
        />
        <div className="absolute bottom-3 left-3 w-1/3 min-w-16 overflow-hidden rounded-lg border-2 border-stone-100/90 shadow-lg shadow-black/60">
          <GalleryImage
            src={entry.photoUrl}
            loading="lazy"
            alt="The customer's photo it was made from"
            className="block h-auto w-full bg-stone-900"
          />
        </div>
      </div>
      <figcaption className="px-4 py-3">
        <span className="block font-display text-lg leading-snug font-medium tracking-wide text-stone-100">A customer's bike</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">{entry.style}</span>
          <span className="text-xs font-medium text-muted">{ASPECT_RATIO_INFO[entry.aspectRatio].label}</span>
          <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">Real order</span>
        </span>
      </figcaption>
    </figure>
  );
}
