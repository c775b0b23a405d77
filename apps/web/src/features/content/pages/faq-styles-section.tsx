import { Link } from 'react-router';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS } from '@store/shared/catalog';
import { STYLES, MOST_POPULAR_STYLE } from '@store/shared/styles';
import type { Style } from '@store/shared/styles';
import { digitalDownloadPriceCents, fromPriceText, lowestCanvasPriceCents } from '@store/shared/catalog-prices';
import { FREE_REVISION_FACT } from '@store/shared/buyer-facts';
import { formatShortDollars } from '@store/shared/prices';
import { routes } from '#web/config/paths.ts';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { ProseSection } from '#web/components/prose-page.tsx';
import { FaqItem, FaqList } from '../components/faq-item.tsx';
import { TextLink } from '../components/text-link.tsx';
import { aspectRatioCount, renderTarget } from '../components/policy-facts.ts';

const styleDescriptions: Record<Style, string> = {
  Retro: 'warm, faded colours and bold shapes, like a vintage race poster or a 1970s workshop calendar.',
  Cartoon: 'clean outlines, bright flat colour and a little playful exaggeration.',
  Anime: 'crisp line art, dramatic shading and a glowing sky, straight out of a Japanese animated film.',
  Cyberpunk: 'neon light, rain-slick streets and a night-city glow for a bike that looks like it came from the future.',
};

/** What seeing a render, a canvas of each ratio and the digital download cost, from the shown catalogue. */
function PriceAnswer() {
  const catalog = useShownCatalog();
  const digitalPrice = digitalDownloadPriceCents(catalog);
  const lowestCanvas = lowestCanvasPriceCents(catalog);
  return (
    <FaqItem question="How much does it cost?">
      <p>
        Uploading a photo and seeing your render are free.
        {lowestCanvas !== null && (
          <>
            {' '}
            Canvas prints start <strong data-testid="faq-canvas-price">{fromPriceText(lowestCanvas)}</strong>, depending on the size:
          </>
        )}
      </p>
      {lowestCanvas !== null && (
        <ul>
          {ASPECT_RATIOS.flatMap((ratio) => {
            const cents = lowestCanvasPriceCents(catalog, ratio);
            return cents === null
              ? []
              : [
                  <li key={ratio}>
                    {ASPECT_RATIO_INFO[ratio].label}: {fromPriceText(cents)}
                  </li>,
                ];
          })}
        </ul>
      )}
      {digitalPrice !== null && (
        <p>
          The digital download, files in all {aspectRatioCount} aspect ratios, is{' '}
          <strong data-testid="faq-digital-price">{formatShortDollars(digitalPrice)}</strong>.
        </p>
      )}
    </FaqItem>
  );
}

/** The FAQ on styles, how a render is made, changed and paid for, and gifts. */
export function StylesAndRendersSection() {
  return (
    <ProseSection title="Styles and renders">
      <FaqList>
        <FaqItem question="Which art styles can I choose?">
          <p>You pick one style for each upload:</p>
          <ul>
            {STYLES.map((style) => (
              <li key={style}>
                <strong>{style}</strong>
                {style === MOST_POPULAR_STYLE ? ' (our most popular)' : ''}: {styleDescriptions[style]}
              </li>
            ))}
          </ul>
          <p>
            Not sure which suits your bike? Browse real examples in the <Link to={routes.gallery.href()}>gallery</Link> and filter them by
            style.
          </p>
        </FaqItem>
        <FaqItem question="How long does a render take?">
          <p>
            We aim to have your render ready in <strong>{renderTarget}</strong>. Each one is made with AI assistance and then checked and
            finished by hand by one of our staff, so at busy times it can take a little longer.
          </p>
          <p>
            We email you as soon as it’s ready, and it appears on your <Link to={routes.dashboard.href()}>dashboard</Link> under Completed
            Renders.
          </p>
        </FaqItem>
        <FaqItem question="What if I want something changed?">
          <p>{FREE_REVISION_FACT}</p>
          <p>Ask for it from your dashboard, before or after you buy.</p>
        </FaqItem>
        <FaqItem question="Do I have to pay before I see my render?">
          <p>
            No. Uploading is free: you see the finished render on your dashboard first, and only buy it if you love it. The preview is
            watermarked; the files you buy and the prints we ship are not.
          </p>
        </FaqItem>
        <PriceAnswer />
        <FaqItem question="Can I send a print as a gift, or give a gift card?">
          <p>
            Yes. In the cart, tick <strong>This is a gift</strong> to ship a canvas to someone else with your message; the packing slip
            shows no prices. Or give a <TextLink to={routes.giftCards.href()}>gift card</TextLink>: we email the code to the recipient, and
            what they do not spend stays on the card. Gift cards never expire.
          </p>
        </FaqItem>
      </FaqList>
    </ProseSection>
  );
}
