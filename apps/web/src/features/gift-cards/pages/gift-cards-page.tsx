import { Link, useSearchParams } from 'react-router';
import { formatDollars } from '@store/shared/prices';
import { PageMeta } from '#web/components/page-meta.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { routes } from '#web/config/paths.ts';
import { useGiftCardPurchase } from '../api/get-gift-card-purchase.ts';
import { GiftCardForm } from '../components/gift-card-form.tsx';

/** After paying: the card is issued and emailed once the payment is in. */
function Purchased({ sessionId }: { sessionId: string }) {
  const lookup = useGiftCardPurchase(sessionId);
  const card = lookup.data?.giftCard ?? null;
  if (lookup.isError)
    return <StatusMessage tone="error">We could not find this gift card. Check your orders on the dashboard.</StatusMessage>;
  if (!card)
    return (
      <p className="text-stone-300" role="status">
        Confirming your payment...
      </p>
    );
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-6" data-testid="gift-card-sent">
      <h2 className="text-xl font-semibold">Your gift card is on its way</h2>
      <p className="text-stone-300">
        We emailed a {formatDollars(card.amountCents)} gift card to {card.recipientName} ({card.recipientEmail}) with your message. Its code
        is sent only to them; your receipt is in your inbox.
      </p>
      <Link to={routes.dashboard.href()} className="self-start font-semibold text-accent underline">
        See your gift cards and orders
      </Link>
    </div>
  );
}

/** A gift card for a rider: an amount, who receives it and a message; paid on the payment page like an order. */
export default function GiftCardsPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';

  return (
    <>
      <PageMeta
        title="Gift cards"
        description="Give a rider a custom artwork of their motorcycle: a MotoMuse gift card, emailed with your message."
      />
      <section className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:py-20">
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-4xl font-bold tracking-wide">Gift cards</h1>
          <p className="text-stone-300">
            Give a rider their bike as art. They upload a photo, pick a style, and spend the card on a digital download or a canvas print.
          </p>
          <ul className="list-disc pl-5 text-sm text-stone-300">
            <li>Emailed to the recipient with your message and a code.</li>
            <li>What they do not spend stays on the card for their next order.</li>
            <li>It never expires.</li>
          </ul>
        </div>
        {sessionId ? <Purchased sessionId={sessionId} /> : <GiftCardForm />}
      </section>
    </>
  );
}
