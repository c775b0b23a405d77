import { formatDollars } from '@store/shared/prices';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { useMyGiftCards } from '../api/get-my-gift-cards.ts';

/** The gift cards the customer bought: who got them and when; the codes went only to the recipients. */
export function GiftCardHistory({ enabled }: { enabled: boolean }) {
  const { data: cards } = useMyGiftCards(enabled);
  if (!cards || cards.length === 0) return null;
  return (
    <section aria-labelledby="your-gift-cards" className="mt-14">
      <h2 id="your-gift-cards" className="font-display text-2xl font-medium tracking-wide sm:text-3xl">
        Gift Cards You Gave
      </h2>
      <ul className="mt-6 flex flex-col gap-3">
        {cards.map((card) => (
          <li
            key={card.id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl border border-line bg-panel p-5"
            data-testid="gift-card"
          >
            <p>
              <strong>{formatDollars(card.amountCents)}</strong> for {card.recipientName}{' '}
              <span className="text-sm text-stone-400">
                ({card.recipientEmail}) · {formatDateTime(card.createdAt)}
              </span>
            </p>
            <span className="text-sm text-stone-300">
              {card.status === 'sent' ? `Emailed · code ending ${card.codeEnding}` : 'Waiting for payment'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
