import { Link } from 'react-router';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS } from '@store/shared/catalog';
import { MOST_POPULAR_STYLE } from '@store/shared/styles';
import { routes } from '#web/config/paths.ts';
import workshop from '#web/assets/about-workshop.webp';
import workshopNarrow from '#web/assets/about-workshop-800.webp';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { ActionLink } from '../components/action-link.tsx';
import { formatInches, parseCanvasSize } from '../components/canvas-size.ts';
import { aspectRatioCount, digitalDownloadPrice, printDeliveryWindow, renderTarget, styleList } from '../components/policy-facts.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

const canvasSizesByArea = ASPECT_RATIOS.flatMap((ratio) => ASPECT_RATIO_INFO[ratio].sizes).toSorted((a, b) => area(a) - area(b));
const smallestCanvas = canvasSizesByArea.at(0);
const largestCanvas = canvasSizesByArea.at(-1);

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About" description="Who makes MotoMuse renders, how a render is made from your photo, and what you can buy." />
      <ProsePage
        title="About MotoMuse"
        lede="We’re a small team of riders and artists who think the bike in your garage deserves a place on your wall."
      >
        <figure className="mb-12">
          <img
            src={workshop}
            srcSet={`${workshopNarrow} 800w, ${workshop} 1200w`}
            sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
            fetchPriority="high"
            width={1200}
            height={800}
            alt="The MotoMuse workshop: a motorcycle parked beside an artist’s desk, with stylised prints of bikes pinned on the wall behind."
            decoding="async"
            draggable={false}
            className="h-auto w-full rounded-2xl border border-line bg-panel object-cover"
          />
          <figcaption className="mt-3 text-sm text-muted">Where the renders get their finishing touches.</figcaption>
        </figure>

        <WhyWeStartedSection />

        <HowARenderIsMadeSection />

        <WhatYouCanBuySection />

        <StartWithAGoodPhotoSection />
      </ProsePage>
    </>
  );
}

function area(size: string): number {
  const { width, height } = parseCanvasSize(size);
  return width * height;
}

function WhyWeStartedSection() {
  return (
    <ProseSection title="Why we started">
      <p>
        Every rider has a bike with a story. The first one you saved up for. The project that took three winters in a cold garage. The one
        that carried you and a tent across the country. Those bikes end up as a few hundred photos on a phone, and almost never on the wall.
      </p>
      <p>
        We ride too, and some of us paint and draw for a living. MotoMuse started when we began turning friends’ bikes into posters and they
        kept asking for more. Now we do it for riders everywhere: you send us a photo, we send back art that looks like <em>your</em> bike,
        not a generic one.
      </p>
    </ProseSection>
  );
}

function HowARenderIsMadeSection() {
  return (
    <ProseSection title="How a render is made">
      <ol>
        <li>
          <strong>You upload a photo and choose a style:</strong> {styleList}. {MOST_POPULAR_STYLE} is the one most riders pick.
        </li>
        <li>
          <strong>AI does the first pass.</strong> We use AI tools to redraw your photo in the style you chose, keeping the shape of the
          tank, the exhaust, the stance and the paint.
        </li>
        <li>
          <strong>A person finishes it.</strong> One of our staff compares the render with your photo and fixes what software tends to get
          wrong: spokes, badges, mirrors, levers, the number of cylinders. Nothing reaches you without a human review.
        </li>
        <li>
          <strong>You get an email.</strong> Our target is {renderTarget} from upload to finished render. It appears on your dashboard, and
          you decide whether to buy it.
        </li>
      </ol>
    </ProseSection>
  );
}

function WhatYouCanBuySection() {
  return (
    <ProseSection title="What you can buy">
      <ul>
        <li>
          <strong>A digital download for {digitalDownloadPrice}:</strong> full-resolution files in all {aspectRatioCount} aspect ratios,
          emailed to you the moment you pay.
        </li>
        <li>
          <strong>A canvas print</strong>
          {smallestCanvas && largestCanvas ? ` from ${formatInches(smallestCanvas)} up to ${formatInches(largestCanvas)}` : ''}, printed to
          order and stretched by hand by our print partner, delivered in {printDeliveryWindow}. See every size to scale in the{' '}
          <Link to={routes.sizing.href()}>sizing guide</Link>.
        </li>
      </ul>
      <p>You always see the finished render before you pay, and uploading costs nothing.</p>
    </ProseSection>
  );
}

function StartWithAGoodPhotoSection() {
  return (
    <ProseSection title="Start with a good photo">
      <p>
        The better the photo, the better the art. Our <Link to={routes.uploadChecklist.href()}>upload checklist</Link> takes a minute to
        read, and the <Link to={routes.gallery.href()}>gallery</Link> shows what each style does to a real bike.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ActionLink to={routes.gallery.href()}>See the gallery</ActionLink>
        <ActionLink to={routes.uploadChecklist.href()} variant="secondary">
          Read the upload checklist
        </ActionLink>
      </div>
    </ProseSection>
  );
}
