import { Link } from 'react-router';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS, BORDER_STYLE_LABELS } from '@store/shared/catalog';
import { businessDaysToDoor, CANVAS_FACTS } from '@store/shared/buyer-facts';
import { formatShortDollars } from '@store/shared/prices';
import { SHIPPING_REGION_LABELS, SHIPPING_REGIONS, shippingLabel } from '@store/shared/shipping';
import { routes } from '#web/config/paths.ts';
import { useShownShipping } from '#web/lib/api/get-shipping.ts';
import { ProseSection } from '#web/components/prose-page.tsx';
import { FaqItem, FaqList } from '../components/faq-item.tsx';
import { formatInches } from '../components/canvas-size.ts';
import { printDeliveryWindow } from '../components/policy-facts.ts';

function DeliveryAnswer() {
  return (
    <FaqItem question="How long does a canvas print take to arrive?">
      <p>
        Every canvas is printed to order and stretched by hand by our print-on-demand partner in <strong>{printDeliveryWindow}</strong>,
        then shipped straight to you with tracking. In business days from your order to your door:
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
  );
}

/** Free shipping above the shown threshold, else one flat rate per order and region. */
function ShippingAnswer() {
  const shipping = useShownShipping();
  return (
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
  );
}

function SizesAnswer() {
  return (
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
  );
}

function BorderStylesAnswer() {
  const white = BORDER_STYLE_LABELS['white-border'];
  const wrap = BORDER_STYLE_LABELS['full-wrap'];
  return (
    <FaqItem question={`What’s the difference between ${wrap} and ${white}?`}>
      <p>
        <strong>{wrap}:</strong> the picture continues around the sides of the wooden frame, so the canvas looks finished from every angle
        and needs no frame. The outer edge of the image folds onto the sides; the preview on the product page marks those edges so you can
        see what wraps.
      </p>
      <p>
        <strong>{white}:</strong> the whole picture stays on the front and the sides are plain white canvas, so nothing near the edges is
        lost.
      </p>
      <p>Both are stretched by hand, so the edges can show slight imperfections. That’s part of a handmade canvas, not a defect.</p>
    </FaqItem>
  );
}

/** The FAQ on canvas prints: delivery, shipping, materials, tracking, sizes and border styles. */
export function CanvasPrintsSection() {
  return (
    <ProseSection title="Canvas prints">
      <FaqList>
        <DeliveryAnswer />
        <ShippingAnswer />
        <FaqItem question="What is the canvas made of, and how does it hang?">
          <ul>
            <li>{CANVAS_FACTS.materials}.</li>
            <li>{CANVAS_FACTS.depth}.</li>
            <li>{CANVAS_FACTS.hanging}.</li>
          </ul>
        </FaqItem>
        <FaqItem question="How do I track my order?">
          <p>
            We email you a tracking link as soon as your print ships. If it’s been longer than {printDeliveryWindow} and you haven’t had it,{' '}
            <Link to={routes.contact.href()}>contact support</Link> with your order number.
          </p>
        </FaqItem>
        <SizesAnswer />
        <BorderStylesAnswer />
      </FaqList>
    </ProseSection>
  );
}
