import { Link } from 'react-router';
import { PRIVACY_EFFECTIVE_DATE } from '@store/shared/policy';
import { routes } from '#web/config/paths.ts';
import { useSiteSettings } from '#web/lib/api/get-site-settings.ts';
import { ProsePage, ProseSection } from '#web/components/prose-page.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

export default function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What MotoMuse collects, how it is used, who it is shared with and the choices you have."
      />
      <ProsePage
        title="Privacy Policy"
        effectiveDate={PRIVACY_EFFECTIVE_DATE}
        lede="What we collect when you use MotoMuse, why we need it, who we share it with, and how to get it changed or deleted. The short version: we use your details to make and deliver your art, and nothing else."
      >
        <WhoWeAreSection />

        <WhatWeCollectSection />

        <HowWeUseItSection />

        <WhoWeShareItWithSection />

        <WhatIsPublicAndWhySection />

        <CookiesSection />

        <HowLongWeKeepItSection />

        <YourRightsSection />

        <KeepingItSafeSection />

        <ChildrenSection />

        <ChangesToThisPolicySection />

        <ContactSection />
      </ProsePage>
    </>
  );
}

function WhoWeAreSection() {
  return (
    <ProseSection title="Who we are">
      <p>
        MotoMuse (“we”, “us”) runs this store, where riders upload photos of their motorcycles and buy stylised renders as digital downloads
        or canvas prints. We are responsible for the personal information described in this policy.
      </p>
    </ProseSection>
  );
}

function WhatWeCollectSection() {
  return (
    <ProseSection title="What we collect">
      <h3>Your account</h3>
      <p>
        Your name and email address. Your password is stored only as a secure hash; we can’t read it. If you sign in with Google, we receive
        your name and email address from Google and nothing else.
      </p>

      <h3>The photos you upload</h3>
      <p>
        The motorcycle photos you upload, the style you choose and the renders we make from them. When a photo is uploaded we strip its
        hidden metadata, including GPS location, camera details and the time it was taken, before we store it. We keep only the picture
        itself.
      </p>

      <h3>Your orders</h3>
      <p>
        What you bought, the price, the order number and dates, and for canvas prints the name and shipping address you give at checkout. We
        also keep your cart with your account so it’s there when you come back.
      </p>

      <h3>Payments</h3>
      <p>
        Payment is handled entirely by our card payment provider on its own secure checkout page.{' '}
        <strong>We never see or store your card number.</strong> The provider tells us whether the payment succeeded, the amount, and the
        email, name and address entered at checkout.
      </p>

      <h3>Your reviews</h3>
      <p>
        If you bought a render you may review it: your stars, your text and, if you add one, a photo of it on your wall. We strip the
        photo’s hidden metadata (location, camera, time) and keep a web-size copy.
      </p>

      <h3>Gift cards</h3>
      <p>
        When you buy a gift card: the recipient’s name and email address and your message, so we can email them the card. We keep only a
        scrambled form of the card’s code and its last four characters, never the code itself; the email to the recipient is the only copy.
      </p>

      <h3>Messages you send us</h3>
      <p>The name, email address and message you send through the contact form, and our replies.</p>
    </ProseSection>
  );
}

function HowWeUseItSection() {
  return (
    <ProseSection title="How we use it">
      <ul>
        <li>To run your account and keep you signed in.</li>
        <li>To create your renders and show them on your dashboard.</li>
        <li>To take payment, deliver digital downloads and get canvas prints made and shipped.</li>
        <li>
          To send the emails the service depends on: render ready, download links, order confirmation, shipping and tracking, password
          resets.
        </li>
        <li>To answer your messages and sort out problems with an order.</li>
        <li>To keep the service secure, for example by limiting repeated sign-in attempts and daily uploads.</li>
      </ul>
      <p>
        We don’t sell your information, we don’t use it for advertising, and we don’t use your photos or renders in our gallery or marketing
        without asking you first.
      </p>
    </ProseSection>
  );
}

/** Names the image model's provider when the store paints drafts with one (its site settings say so). */
function WhoWeShareItWithSection() {
  const photoProcessor = useSiteSettings()?.photoProcessor ?? null;
  return (
    <ProseSection title="Who we share it with">
      <p>Only with the services we need to fulfil your order, and only what each one needs:</p>
      <ul>
        <li>
          <strong>Our card payment provider</strong> processes your payment and receives the details you enter on its checkout page.
        </li>
        {photoProcessor && (
          <li data-testid="photo-processor">
            <strong>{photoProcessor}</strong> paints the first drafts of your render with its image model: it receives a copy of your photo
            with its metadata (such as location and camera) removed, scaled down to the size the model paints, and the outline of your bike.
            It keeps that copy, the outline and the painting on its own systems for at most 30 days; deleting your account does not remove
            them there sooner.
          </li>
        )}
        <li>
          <strong>Our print-on-demand partner</strong> receives the print file, your name and your shipping address so it can make and ship
          your canvas.
        </li>
        <li>
          <strong>Our email and hosting providers</strong> deliver our emails and store our data and files on our behalf, under contract,
          and may not use them for anything else.
        </li>
      </ul>
      <p>We may also disclose information where the law requires it, for example in response to a valid court order.</p>
    </ProseSection>
  );
}

function WhatIsPublicAndWhySection() {
  return (
    <ProseSection title="What is public, and why">
      <p>Most of what you give us stays between you and our staff. These things can be seen by anyone:</p>
      <ul>
        <li>
          <strong>Your render’s product page</strong>, with watermarked previews of the render, at an address nobody can guess, so you can
          share it and order from it. The watermark keeps the full render yours until you buy it.
        </li>
        <li>
          <strong>Reviews, once our staff approve them:</strong> your stars, your text, your first name only and your wall photo, shown on
          the home and product pages to help other riders choose. The wall photo is shown as you sent it, without a watermark, minus its
          hidden metadata. Staff reject a review that shows personal details such as a full name, an address or a number plate.
        </li>
        <li>
          <strong>The gallery, only if you say yes:</strong> the watermarked render beside a web-size copy of the photo it was made from,
          without a watermark and without its hidden metadata, and never your name. The photo is shown as it is because the gallery is there
          to show a real bike next to the art made from it. You say yes after paying, on your dashboard, or with the button on the page the
          gallery link in our emails opens (opening the link alone changes nothing). Withdraw on your dashboard at any time and your bike
          leaves the gallery at once.
        </li>
      </ul>
      <p>
        Nothing else is public: your original photos, full-resolution renders, drafts and style previews, orders and messages are seen only
        by you and the staff who need them.
      </p>
    </ProseSection>
  );
}

function CookiesSection() {
  return (
    <ProseSection title="Cookies">
      <p>
        We use a single cookie: a <strong>session cookie</strong> that keeps you signed in. It is essential to the service and can’t be read
        by scripts on the page. We don’t use advertising or tracking cookies, so there’s no cookie banner to click through.
      </p>
    </ProseSection>
  );
}

function HowLongWeKeepItSection() {
  return (
    <ProseSection title="How long we keep it">
      <ul>
        <li>
          <strong>Account details, photos and renders:</strong> for as long as you have an account, so you can come back and order another
          print. Ask us to close your account and we delete them.
        </li>
        <li>
          <strong>Order records:</strong> as long as tax and accounting law requires us to, even after an account is closed.
        </li>
        <li>
          <strong>Reviews and gallery:</strong> while you have an account. Deleting your account removes your reviews with their photos (not
          just your name: the text and photo could still point to you), your gallery answers and your bike’s place in the gallery, at once.
        </li>
        <li>
          <strong>Contact messages:</strong> as long as needed to resolve what you wrote to us about.
        </li>
        <li>
          <strong>Emails:</strong> a copy of each email we send you, and of the notes our staff get about your uploads, change requests,
          messages and orders (which name you and your email address), stays in our mail system while you have an account. Deleting your
          account erases them at once, sent or not; order records keep only “Deleted customer”.
        </li>
      </ul>
    </ProseSection>
  );
}

function YourRightsSection() {
  return (
    <ProseSection title="Your rights">
      <p>You can ask us to:</p>
      <ul>
        <li>give you a copy of the personal information we hold about you;</li>
        <li>correct anything that’s wrong;</li>
        <li>delete your account, your photos and your renders;</li>
        <li>stop using your information for a particular purpose.</li>
      </ul>
      <p>
        Ask through the <Link to={routes.contact.href()}>contact page</Link> from the email address on your account. We answer within 30
        days and don’t charge for it. Depending on where you live you may also have the right to complain to your local data protection
        authority.
      </p>
    </ProseSection>
  );
}

function KeepingItSafeSection() {
  return (
    <ProseSection title="Keeping it safe">
      <p>
        Everything is sent over encrypted connections. Original photos and full-resolution renders are private to you and the staff who make
        them; what is public is listed above, under “What is public, and why”. Staff access to orders and uploads is limited to the people
        who need it to do the work.
      </p>
    </ProseSection>
  );
}

function ChildrenSection() {
  return (
    <ProseSection title="Children">
      <p>
        MotoMuse is for adults. We don’t knowingly collect information from children; if you think a child has created an account, let us
        know and we’ll delete it.
      </p>
    </ProseSection>
  );
}

function ChangesToThisPolicySection() {
  return (
    <ProseSection title="Changes to this policy">
      <p>
        If we change how we handle your information we’ll update this page and its effective date, and for significant changes we’ll email
        account holders before they take effect.
      </p>
    </ProseSection>
  );
}

function ContactSection() {
  return (
    <ProseSection title="Contact">
      <p>
        Questions about privacy? Reach us through the <Link to={routes.contact.href()}>contact page</Link> and we’ll reply by email.
      </p>
    </ProseSection>
  );
}
