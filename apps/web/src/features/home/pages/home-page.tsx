import { Link } from 'react-router';
import { STYLES } from '@store/shared/styles';
import heroBefore from '#web/assets/hero-before.webp';
import heroAfter from '#web/assets/hero-after.webp';
import heroAfterNarrow from '#web/assets/hero-after-800.webp';
import heroBeforeNarrow from '#web/assets/hero-before-800.webp';
import { buttonClasses } from '#web/components/button.tsx';
import { PriceSummary } from '#web/components/price-summary.tsx';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { useStartRenderHref } from '#web/lib/use-start-render-href.ts';
import { routes } from '#web/config/paths.ts';
import { BeforeAfterSlider } from '../components/before-after-slider.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { BuyerReviews } from '#web/components/buyer-reviews.tsx';

export default function HomePage() {
  const catalog = useShownCatalog();
  const getStartedTo = useStartRenderHref();
  return (
    <>
      <PageMeta
        title="Custom motorcycle art"
        description="Turn a photo of your motorcycle into custom art: Retro, Cartoon, Anime or Cyberpunk, as a digital download or a canvas print."
      />
      <>
        <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-6 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:pt-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Custom motorcycle art</p>
            <h1 className="mt-4 font-display text-5xl font-bold leading-[1.05] tracking-wide sm:text-6xl">Your bike, reimagined as art.</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-300">
              Upload a photo of your motorcycle and pick a style: {STYLES.join(', ')}. Our artists turn it into a one-of-a-kind render you
              can download or hang on your wall as a canvas.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={getStartedTo} className={buttonClasses('primary', 'px-7 py-3 text-lg')}>
                Get Started
              </Link>
              <Link to={routes.gallery.href()} className={buttonClasses('secondary', 'px-7 py-3 text-lg')}>
                See the gallery
              </Link>
            </div>
            <PriceSummary catalog={catalog} className="mt-5" />
          </div>
          <BeforeAfterSlider
            before={heroBefore}
            after={heroAfter}
            beforeSrcSet={`${heroBeforeNarrow} 800w, ${heroBefore} 1600w`}
            afterSrcSet={`${heroAfterNarrow} 800w, ${heroAfter} 1600w`}
            beforeAlt="Photo of a motorcycle parked on asphalt"
            afterAlt="The same motorcycle as a neon cyberpunk render"
            width={1600}
            height={1000}
          />
        </section>
        <HowItWorks />
        <BuyerReviews className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" />
      </>
    </>
  );
}
