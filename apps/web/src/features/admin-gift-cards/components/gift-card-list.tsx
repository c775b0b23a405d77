import { useState } from 'react';
import { Link } from 'react-router';
import { codeReplacedText, type AdminGiftCard } from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { routes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date-time.ts';
import { useReplaceGiftCardCode } from '../api/gift-cards.ts';

/** The cards found, each with what it holds, who it is for and the orders it paid. */
export function GiftCardList({ cards }: { cards: AdminGiftCard[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {cards.map((card) => (
        <GiftCardItem key={card.id} card={card} />
      ))}
    </ul>
  );
}

function statusOf(card: AdminGiftCard): string {
  if (card.status === 'awaiting-payment') return 'Awaiting payment';
  return card.balanceCents + card.heldCents === 0 ? 'Used up' : 'Active';
}

function GiftCardItem({ card }: { card: AdminGiftCard }) {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const status = statusOf(card);
  const name = card.codeEnding ? `gift card ending ${card.codeEnding}` : 'gift card awaiting payment';
  return (
    <li data-testid="gift-card" className="flex flex-col gap-3 rounded-2xl border border-line bg-panel px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold text-accent">{card.codeEnding ? `…${card.codeEnding}` : '····'}</span>
            <StatusPill active={status === 'Active'}>{status}</StatusPill>
          </p>
          <p className="text-stone-100">
            {formatDollars(card.balanceCents)} left of {formatDollars(card.amountCents)}
            {card.heldCents > 0 && (
              <span className="text-stone-300"> · {formatDollars(card.heldCents)} held by a checkout in progress</span>
            )}
          </p>
          <p className="text-sm break-words text-stone-300">
            For {card.recipientName} ({card.recipientEmail}) · from {card.buyerName} · bought {formatDate(card.createdAt)}
          </p>
          {card.codeReplacedAt && (
            <p className="text-sm text-stone-400">
              New code sent {formatDate(card.codeReplacedAt)}
              {card.codeReplacedBy ? ` by ${card.codeReplacedBy}` : ''}
            </p>
          )}
        </div>
        {card.status === 'sent' && (
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-sm"
            onClick={() => {
              setOutcome(null);
              setConfirming(true);
            }}
          >
            Send a new code<span className="sr-only"> for the {name}</span>
          </Button>
        )}
      </div>
      {card.orders.length > 0 && (
        <ul className="flex flex-col gap-1 border-t border-line pt-3 text-sm text-stone-300" aria-label={`Orders paid with the ${name}`}>
          {card.orders.map((order) => (
            <li key={order.orderId}>
              Paid {formatDollars(order.giftCardCents)} of order{' '}
              <Link
                to={`${routes.adminFulfillment.href()}?${new URLSearchParams({ search: order.orderId })}`}
                className="font-mono text-stone-100 underline-offset-4 hover:text-accent hover:underline"
              >
                {order.orderId}
              </Link>{' '}
              on {formatDate(order.createdAt)}
              {order.giftCardRefundedCents > 0 && `, ${formatDollars(order.giftCardRefundedCents)} put back by a refund`}
            </li>
          ))}
        </ul>
      )}
      {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Send a new code?" size="sm">
        <ReplaceCodeForm
          card={card}
          onCancel={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false);
            setOutcome(result);
          }}
        />
      </Modal>
    </li>
  );
}

function ReplaceCodeForm({
  card,
  onCancel,
  onDone,
}: {
  card: AdminGiftCard;
  onCancel: () => void;
  onDone: (outcome: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const replace = useReplaceGiftCardCode();

  async function send() {
    try {
      onDone({ tone: 'success', text: codeReplacedText(await replace.mutateAsync({ id: card.id, codeEnding: card.codeEnding ?? '' })) });
    } catch (failure) {
      onDone({
        tone: 'error',
        text: failure instanceof ApiError && failure.message ? failure.message : 'Could not send a new code. Try again.',
      });
    }
  }

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-stone-200">
        The code ending {card.codeEnding} stops working at once, and a new code is emailed to {card.recipientEmail}. The{' '}
        {formatDollars(card.balanceCents)} left stays on the card.
      </p>
      <p className="text-stone-300">
        Send one only when the recipient asks: the code is never stored, so it cannot be sent again as it was.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={replace.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void send()} disabled={replace.isPending}>
          {replace.isPending ? 'Sending...' : 'Send new code'}
        </Button>
      </div>
    </div>
  );
}
