import { Link } from 'react-router';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS, BORDER_STYLE_LABELS } from '@store/shared/catalog';
import { STYLES, MOST_POPULAR_STYLE } from '@store/shared/styles';
import type { Style } from '@store/shared/styles';
import { digitalDownloadPriceCents, fromPriceText, lowestCanvasPriceCents } from '@store/shared/catalog-prices';
import { businessDaysToDoor, CANVAS_FACTS, FREE_REVISION_FACT } from '@store/shared/buyer-facts';
import { formatShortDollars } from '@store/shared/prices';
import { SHIPPING_REGION_LABELS, SHIPPING_REGIONS, shippingLabel } from '@store/shared/shipping';
import { routes } from '#web/config/paths.ts';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { useShownShipping } from '#web/lib/api/get-shipping.ts';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { FaqItem, FaqList } from '../components/faq-item.tsx';
import { TextLink } from '../components/text-link.tsx';
import { formatInches } from '../components/canvas-size.ts';
import { aspectRatioCount, aspectRatioList, dailyUploads, printDeliveryWindow, renderTarget } from '../components/policy-facts.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const styleDescriptions: Record<Style, string> = {
  Retro: 'warm, faded colours and bold shapes, like a vintage race poster or a 1970s workshop calendar.',
  Cartoon: 'clean outlines, bright flat colour and a little playful exaggeration.',
  Anime: 'crisp line art, dramatic shading and a glowing sky, straight out of a Japanese animated film.',
  Cyberpunk: 'neon light, rain-slick streets and a night-city glow for a bike that looks like it came from the future.',
};

export default function FaqPage() {
  const white = BORDER_STYLE_LABELS['white-border'];
  const wrap = BORDER_STYLE_LABELS['full-wrap'];
  const catalog = useShownCatalog();
  const digitalPrice = digitalDownloadPriceCents(catalog);
  const lowestCanvas = lowestCanvasPriceCents(catalog);
  const shipping = useShownShipping();

  return (
    <>
      <PageMeta title="FAQ" description="Answers about styles, uploads, digital downloads, canvas prints, shipping and your account." />
      <ProsePage
        title="Frequently asked questions"
        lede={
          <>
            Quick answers about styles, uploads, delivery and returns. Can’t find what you need?{' '}
            <TextLink to={routes.contact.href()}>Contact support</TextLink> and a real person will get back to you.
          </>
        }
      >
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
                Not sure which suits your bike? Browse real examples in the <Link to={routes.gallery.href()}>gallery</Link> and filter them
                by style.
              </p>
            </FaqItem>
            <FaqItem question="How long does a render take?">
              <p>
                We aim to have your render ready in <strong>{renderTarget}</strong>. Each one is made with AI assistance and then checked
                and finished by hand by one of our staff, so at busy times it can take a little longer.
              </p>
              <p>
                We email you as soon as it’s ready, and it appears on your <Link to={routes.dashboard.href()}>dashboard</Link> under
                Completed Renders.
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
            <FaqItem question="How much does it cost?">
              <p>
                Uploading a photo and seeing your render are free.
                {lowestCanvas !== null && (
                  <>
                    {' '}
                    Canvas prints start <strong data-testid="faq-canvas-price">{fromPriceText(lowestCanvas)}</strong>, depending on the
                    size:
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
            <FaqItem question="Can I send a print as a gift, or give a gift card?">
              <p>
                Yes. In the cart, tick <strong>This is a gift</strong> to ship a canvas to someone else with your message; the packing slip
                shows no prices. Or give a <TextLink to={routes.giftCards.href()}>gift card</TextLink>: we email the code to the recipient,
                and what they do not spend stays on the card. Gift cards never expire.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection title="Uploads">
          <FaqList>
            <FaqItem question="How many photos can I upload?">
              <p>
                You can upload <strong>{dailyUploads} per day</strong>. The 24-hour timer starts with your first upload, not at midnight: if
                your first upload is at 9:00 am, your uploads are available again from 9:00 am the next day.
              </p>
              <p>The upload page always shows how many uploads you have left.</p>
            </FaqItem>
            <FaqItem question="What kind of photo works best?">
              <p>
                The whole bike in frame, seen from the side, in daylight, with nothing in front of it. Our{' '}
                <Link to={routes.uploadChecklist.href()}>upload checklist</Link> has the full list of what works and what to avoid.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection title="Digital downloads">
          <FaqList>
            <FaqItem question="What do I get with a digital download?">
              <p>
                {digitalPrice === null ? 'You get' : `For ${formatShortDollars(digitalPrice)} you get`} your render as full-resolution image
                files in all {aspectRatioCount} aspect ratios ({aspectRatioList}), so it fits a phone wallpaper, a social post or a print
                you order yourself.
              </p>
            </FaqItem>
            <FaqItem question="How is a digital download delivered?">
              <p>
                Instantly. As soon as your payment goes through we email you download links for all {aspectRatioCount} files. Save them
                somewhere safe once they arrive.
              </p>
              <p>
                If the email hasn’t arrived within a few minutes, check your spam or promotions folder, then{' '}
                <Link to={routes.contact.href()}>contact support</Link> with your order number and we’ll resend the links.
              </p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection title="Canvas prints">
          <FaqList>
            <FaqItem question="How long does a canvas print take to arrive?">
              <p>
                Every canvas is printed to order and stretched by hand by our print-on-demand partner in{' '}
                <strong>{printDeliveryWindow}</strong>, then shipped straight to you with tracking. In business days from your order to your
                door:
              </p>
              <ul data-testid="faq-delivery-times">
                {SHIPPING_REGIONS.map((region) => {
                  const door = businessDaysToDoor(region);
                  return (
                    <li key={region}>
                      {SHIPPING_REGION_LABELS[region]}: {door.min}–{door.max} business days
                    </li>
                  );
                })}
              </ul>
              <p>Each render’s page shows the dates for your region before you buy.</p>
            </FaqItem>
            <FaqItem question="How much is shipping?">
              <p>
                Digital downloads never ship.
                {shipping.freeThresholdCents > 0 && (
                  <>
                    {' '}
                    Canvas orders from <strong>{formatShortDollars(shipping.freeThresholdCents)}</strong> ship free;
                  </>
                )}{' '}
                below that, one flat rate per order:
              </p>
              <ul data-testid="faq-shipping-rates">
                {shipping.rates.map((rate) => (
                  <li key={rate.region}>
                    {rate.label}: {shippingLabel(rate.amountCents)}
                  </li>
                ))}
              </ul>
            </FaqItem>
            <FaqItem question="What is the canvas made of, and how does it hang?">
              <ul>
                <li>{CANVAS_FACTS.materials}.</li>
                <li>{CANVAS_FACTS.depth}.</li>
                <li>{CANVAS_FACTS.hanging}.</li>
              </ul>
            </FaqItem>
            <FaqItem question="How do I track my order?">
              <p>
                We email you a tracking link as soon as your print ships. If it’s been longer than {printDeliveryWindow} and you haven’t had
                it, <Link to={routes.contact.href()}>contact support</Link> with your order number.
              </p>
            </FaqItem>
            <FaqItem question="Which sizes can I order?">
              <p>Sizes depend on the aspect ratio you choose:</p>
              <ul>
                {ASPECT_RATIOS.map((ratio) => (
                  <li key={ratio}>
                    <strong>{ASPECT_RATIO_INFO[ratio].label}:</strong> {ASPECT_RATIO_INFO[ratio].sizes.map(formatInches).join(', ')}
                  </li>
                ))}
              </ul>
              <p>
                On each render’s page we mark the ratio closest to your original photo as Recommended. The{' '}
                <Link to={routes.sizing.href()}>sizing guide</Link> shows every size on a living-room wall, to scale.
              </p>
            </FaqItem>
            <FaqItem question={`What’s the difference between ${wrap} and ${white}?`}>
              <p>
                <strong>{wrap}:</strong> the picture continues around the sides of the wooden frame, so the canvas looks finished from every
                angle and needs no frame. The outer edge of the image folds onto the sides; the preview on the product page marks those
                edges so you can see what wraps.
              </p>
              <p>
                <strong>{white}:</strong> the whole picture stays on the front and the sides are plain white canvas, so nothing near the
                edges is lost.
              </p>
              <p>Both are stretched by hand, so the edges can show slight imperfections. That’s part of a handmade canvas, not a defect.</p>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection title="Refunds and returns">
          <FaqList>
            <FaqItem question="Can I get a refund?">
              <p>
                Every render and every print is made to order for your bike, so <strong>all sales are final</strong>: we can’t take back an
                order because you changed your mind. That’s why you see the finished render before you pay anything.
              </p>
              <p>
                <strong>Digital downloads are non-refundable.</strong> The files are delivered the moment you pay and can’t be returned.
              </p>
              <p>
                <strong>Canvas prints</strong> are covered if something goes wrong: if your print arrives damaged, faulty or not what you
                ordered, we’ll put it right.
              </p>
            </FaqItem>
            <FaqItem question="How do I return a canvas print?">
              <ol>
                <li>
                  <Link to={routes.contact.href()}>Contact support</Link> with your <strong>order number</strong> (it’s in your order
                  confirmation email).
                </li>
                <li>Tell us what’s wrong and, if the print is damaged, attach a photo or two of the damage and the box.</li>
                <li>We’ll reply with the next steps, usually a replacement. Please wait for our reply before sending anything back.</li>
              </ol>
            </FaqItem>
          </FaqList>
        </ProseSection>

        <ProseSection title="Still have a question?">
          <p>
            Send us a message through the <Link to={routes.contact.href()}>contact page</Link>. Include your order number if it’s about an
            order and we’ll be able to help much faster.
          </p>
        </ProseSection>
      </ProsePage>
    </>
  );
}
