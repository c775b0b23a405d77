import { useState } from 'react';
import { Link } from 'react-router';
import { STYLES } from '@store/shared/styles';
import { buttonClasses } from '#web/components/button.tsx';
import { PriceSummary } from '#web/components/price-summary.tsx';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useStartRenderHref } from '#web/lib/use-start-render-href.ts';
import { showsSamplesOf } from '@store/shared/gallery';
import { LIGHTBOX_MEDIA_QUERY, filterSamples, showingWorkText, type StyleFilter as StyleFilterValue } from '../gallery-filter.ts';
import { useGalleryEntries } from '../api/get-gallery-entries.ts';
import { RealWorkCard } from '../components/real-work-card.tsx';
import { GALLERY_SAMPLES, type GallerySample } from '../samples/gallery-samples.ts';
import { SampleCard } from '../components/sample-card.tsx';
import { SampleLightbox } from '../components/sample-lightbox.tsx';
import { StyleFilter } from '../components/style-filter.tsx';
import { StyleLinks } from '../components/style-links.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

export default function GalleryPage() {
  const [filter, setFilter] = useState<StyleFilterValue>('All');
  const [opened, setOpened] = useState<GallerySample | null>(null);
  const lightboxAllowed = useMediaQuery(LIGHTBOX_MEDIA_QUERY);
  const catalog = useShownCatalog();
  const startRenderHref = useStartRenderHref();
  const entries = useGalleryEntries().data ?? [];
  const realWork = filterSamples(entries, filter);
  // The drawn samples of a style give way once it has enough real work (decision 044).
  const samples = filterSamples(GALLERY_SAMPLES, filter).filter((sample) => showsSamplesOf(sample.style, entries));

  return (
    <>
      <PageMeta title="Gallery" description="Sample motorcycle renders in every MotoMuse style, each beside the photo it was made from." />
      <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 sm:pb-24">
        <header className="max-w-3xl">
          <h1 className="font-display text-4xl font-semibold tracking-wide text-balance text-stone-100 uppercase sm:text-5xl">Gallery</h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-stone-300">
            Renders in every style we offer: {STYLES.join(', ')}, from our customers (shown with their permission) and our own samples. Each
            one pairs a photo of a motorcycle with the render made from it, in the aspect ratios you can print.
            {lightboxAllowed ? ' Click a sample to compare the two side by side.' : ''}
          </p>
          <PriceSummary catalog={catalog} className="mt-3" />
        </header>

        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <StyleFilter value={filter} onChange={setFilter} />
          <p className="text-sm text-muted" aria-live="polite">
            {showingWorkText(realWork.length, samples.length, filter)}
          </p>
        </div>

        <ul className="mt-8 columns-1 gap-6 min-[769px]:columns-2 min-[1101px]:columns-4" data-testid="gallery-grid">
          {realWork.map((entry) => (
            <li
              key={entry.renderId}
              className="mb-6 break-inside-avoid"
              data-testid="gallery-real-work"
              data-render-id={entry.renderId}
              data-style={entry.style}
            >
              <RealWorkCard entry={entry} />
            </li>
          ))}
          {samples.map((sample, index) => (
            <li
              key={sample.id}
              className="mb-6 break-inside-avoid"
              data-testid="gallery-card"
              data-style={sample.style}
              data-aspect-ratio={sample.aspectRatio}
            >
              <SampleCard sample={sample} onOpen={lightboxAllowed ? setOpened : null} first={index === 0} />
            </li>
          ))}
        </ul>

        <section aria-labelledby="gallery-cta" className="mt-16 rounded-2xl border border-line bg-panel px-6 py-10 text-center sm:px-10">
          <h2 id="gallery-cta" className="font-display text-3xl font-semibold tracking-wide text-stone-100">
            Your bike could be next
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-stone-300">
            Upload a photo of your motorcycle, pick a style, and we will email you when your render is ready.
          </p>
          <div className="mx-auto mt-8 max-w-4xl">
            <StyleLinks />
          </div>
          <Link to={startRenderHref} className={buttonClasses('primary', 'mt-6 px-7 py-3 text-lg')}>
            Start your render
          </Link>
        </section>

        <SampleLightbox sample={opened} onClose={() => setOpened(null)} />
      </div>
    </>
  );
}
