import { Link } from 'react-router';
import { digitalDownloadPriceCents } from '@store/shared/catalog-prices';
import { formatShortDollars } from '@store/shared/prices';
import { routes } from '#web/config/paths.ts';
import { useShownCatalog } from '#web/lib/api/get-catalog.ts';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { FaqItem, FaqList } from '../components/faq-item.tsx';
import { TextLink } from '../components/text-link.tsx';
import { aspectRatioCount, aspectRatioList, dailyUploads } from '../components/policy-facts.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { CanvasPrintsSection } from './faq-canvas-section.tsx';
import { StylesAndRendersSection } from './faq-styles-section.tsx';

function UploadsSection() {
  return (
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
  );
}

function DigitalDownloadsSection() {
  const digitalPrice = digitalDownloadPriceCents(useShownCatalog());
  return (
    <ProseSection title="Digital downloads">
      <FaqList>
        <FaqItem question="What do I get with a digital download?">
          <p>
            {digitalPrice === null ? 'You get' : `For ${formatShortDollars(digitalPrice)} you get`} your render as full-resolution image
            files in all {aspectRatioCount} aspect ratios ({aspectRatioList}), so it fits a phone wallpaper, a social post or a print you
            order yourself.
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
  );
}

function RefundsSection() {
  return (
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
  );
}

export default function FaqPage() {
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
        <StylesAndRendersSection />

        <UploadsSection />

        <DigitalDownloadsSection />

        <CanvasPrintsSection />

        <RefundsSection />

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
