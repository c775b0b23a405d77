import { Link } from 'react-router';
import { TERMS_EFFECTIVE_DATE } from '@store/shared/policy';
import { routes } from '#web/config/paths.ts';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { aspectRatioCount, dailyUploads, digitalDownloadPrice, printDeliveryWindow, renderTarget } from '../components/policy-facts.ts';
import { PageMeta } from '#web/components/page-meta.tsx';

export default function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms for using MotoMuse: accounts, uploads, renders and licence, prices, payment and prints."
      />
      <ProsePage
        title="Terms of Service"
        effectiveDate={TERMS_EFFECTIVE_DATE}
        lede="The agreement between you and MotoMuse when you use this site, upload a photo or buy a render. We’ve kept it as plain as we can."
      >
        <YourAccountSection />

        <YourUploadsSection />

        <RendersAndYourLicenceSection />

        <PricesAndPaymentSection />

        <DigitalDownloadsSection />

        <CanvasPrintsDeliveryAndReturnsSection />

        <AllSalesAreFinalSection />

        <LimitationOfLiabilitySection />

        <ChangesToTheseTermsSection />

        <ContactSection />
      </ProsePage>
    </>
  );
}

function YourAccountSection() {
  return (
    <ProseSection title="Your account">
      <p>
        You need an account to upload photos and to buy. Give us a real name and an email address you can read, keep your password to
        yourself, and let us know if you think someone else has used your account. You must be old enough to enter a binding contract where
        you live to place an order.
      </p>
      <p>
        We may suspend an account that breaks these terms, for example one used to upload unlawful content or to get around the upload
        limit.
      </p>
    </ProseSection>
  );
}

function YourUploadsSection() {
  return (
    <ProseSection title="Your uploads">
      <ul>
        <li>
          Only upload photos you took yourself or have permission to use. By uploading, you confirm you have the right to let us turn the
          photo into art.
        </li>
        <li>
          No unlawful or harmful content: nothing that infringes someone else’s rights, nothing hateful or sexually explicit, and no
          recognisable people who haven’t agreed to appear.
        </li>
        <li>You can upload {dailyUploads} per day. The 24-hour period starts with your first upload.</li>
        <li>
          You keep ownership of your photos. You give us permission to store, process and print them only to provide the service to you.
        </li>
        <li>We may decline to render a photo that breaks these rules or isn’t of a motorcycle.</li>
      </ul>
    </ProseSection>
  );
}

function RendersAndYourLicenceSection() {
  return (
    <ProseSection title="Renders and your licence">
      <p>
        Each render is made for you with AI assistance and finished and reviewed by our staff, with a target of {renderTarget}. A render is
        an artistic interpretation of your photo: colours, backgrounds and small details will differ from the original, and that’s part of
        the style.
      </p>
      <p>
        MotoMuse keeps the copyright in the artwork. When you buy a render, we give you a personal, non-exclusive licence to use it for
        yourself: print it, hang it, set it as your wallpaper, share it on social media and give prints as gifts. You may not sell it, put
        it on merchandise or use it to advertise a business without our written permission. Previews are watermarked; please don’t remove
        the watermark or use a preview in place of a purchased file.
      </p>
    </ProseSection>
  );
}

function PricesAndPaymentSection() {
  return (
    <ProseSection title="Prices and payment">
      <p>
        Prices are in US dollars and shown on each render’s page before you add it to your cart. A digital download is{' '}
        {digitalDownloadPrice}; canvas prices depend on the size. The total is confirmed on the checkout page before you pay.
      </p>
      <p>
        Payment is taken by our card payment provider on its secure checkout page; we never see your card number. Your order is confirmed
        once the payment succeeds. If we ever show a wrong price by mistake, we’ll contact you before making anything, and you can cancel
        for a full refund.
      </p>
    </ProseSection>
  );
}

function DigitalDownloadsSection() {
  return (
    <ProseSection title="Digital downloads">
      <p>
        A digital download includes your render in all {aspectRatioCount} aspect ratios, with download links emailed to you as soon as
        payment succeeds. Because the files are delivered instantly and can’t be returned,{' '}
        <strong>digital downloads are non-refundable</strong>. If a link doesn’t work,{' '}
        <Link to={routes.contact.href()}>contact support</Link> and we’ll send it again.
      </p>
    </ProseSection>
  );
}

function CanvasPrintsDeliveryAndReturnsSection() {
  return (
    <ProseSection title="Canvas prints, delivery and returns">
      <p>
        Canvas prints are made to order by our print-on-demand partner and usually arrive within {printDeliveryWindow}. That is an estimate,
        not a guarantee: carriers and busy seasons can add time. We email you a tracking link when your print ships. Please check your
        shipping address at checkout; we can’t redirect a parcel sent to an address you entered incorrectly.
      </p>
      <p>
        Canvases are stretched by hand, so slight imperfections along the edges are normal and not a defect. If your print arrives damaged,
        faulty or different from what you ordered, <Link to={routes.contact.href()}>contact support</Link> with your order number and a
        photo of the problem, and we’ll arrange a replacement or a return. Please wait for our instructions before sending anything back.
      </p>
    </ProseSection>
  );
}

function AllSalesAreFinalSection() {
  return (
    <ProseSection title="All sales are final">
      <p>
        Every render and print is custom-made from your photo, so we can’t resell it and all sales are final: we don’t accept returns or
        give refunds for a change of mind. You see the finished render before you buy, so you know exactly what you’re getting. This doesn’t
        affect the damaged or faulty print cover above, or any rights you have under consumer law that can’t be waived.
      </p>
    </ProseSection>
  );
}

function LimitationOfLiabilitySection() {
  return (
    <ProseSection title="Limitation of liability">
      <p>
        We work hard to keep the site available and your files safe, but the service is provided “as is” and we can’t promise it will always
        be uninterrupted or error-free. Keep your own copies of the files you buy.
      </p>
      <p>
        To the extent the law allows, our total liability to you for any order is limited to the amount you paid for it, and we aren’t
        liable for indirect or consequential losses. Nothing in these terms limits liability that can’t be limited by law.
      </p>
    </ProseSection>
  );
}

function ChangesToTheseTermsSection() {
  return (
    <ProseSection title="Changes to these terms">
      <p>
        We may update these terms as the service changes. We’ll change the effective date at the top of this page, and email account holders
        about significant changes before they take effect. Orders are governed by the terms in force when they were placed.
      </p>
    </ProseSection>
  );
}

function ContactSection() {
  return (
    <ProseSection title="Contact">
      <p>
        Questions about these terms or an order? Reach us through the <Link to={routes.contact.href()}>contact page</Link>. Our{' '}
        <Link to={routes.privacy.href()}>Privacy Policy</Link> explains how we handle your information.
      </p>
    </ProseSection>
  );
}
