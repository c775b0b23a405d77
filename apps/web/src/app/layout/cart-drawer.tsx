import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MAX_ITEM_QUANTITY, lineTotalCents, type CartEntry, type CartItem } from '@store/shared/cart';
import { describeLine } from '@store/shared/order-lines';
import { formatDollars } from '@store/shared/prices';
import { CloseIcon } from '#web/components/icons.tsx';
import { QuantityInput } from '#web/components/quantity-input.tsx';
import { buttonClasses } from '#web/components/button.tsx';
import { useCart } from '#web/lib/cart/use-cart.ts';
import { routes } from '#web/config/paths.ts';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutButton } from './checkout-button.tsx';

function ItemRow({ entry, item }: { entry: CartEntry; item: CartItem }) {
  const cart = useCart();
  const label = describeLine({ ...entry, ...item }).product;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="cart-item">
      <div className="min-w-0">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-xs text-stone-400">{formatDollars(item.unitPriceCents)} each</p>
      </div>
      <div className="flex items-center gap-2">
        {item.isDigital ? (
          <span className="text-sm text-stone-300">Qty 1</span>
        ) : (
          <div className="flex items-center rounded-lg border border-stone-700">
            <button
              type="button"
              className="px-2.5 py-1 text-lg leading-none hover:text-accent"
              aria-label={`Decrease quantity of ${label}`}
              onClick={() => cart.decrease(entry.id, item.size)}
            >
              −
            </button>
            <QuantityInput
              label={`Quantity of ${label}`}
              className="w-12 bg-transparent py-1 text-center text-sm focus:outline-none"
              value={item.quantity}
              onCommit={(input) => cart.setQuantity(entry.id, item.size, input)}
            />
            <button
              type="button"
              className="px-2.5 py-1 text-lg leading-none hover:text-accent disabled:cursor-not-allowed disabled:text-stone-600"
              aria-label={`Increase quantity of ${label}`}
              disabled={item.quantity >= MAX_ITEM_QUANTITY}
              onClick={() => cart.increase(entry.id, item.size)}
            >
              +
            </button>
          </div>
        )}
        <span className="w-20 text-right text-sm font-semibold" data-testid="line-total">
          {formatDollars(lineTotalCents(item))}
        </span>
      </div>
    </li>
  );
}

function EntryCard({ entry, onNavigate }: { entry: CartEntry; onNavigate: () => void }) {
  const cart = useCart();
  const { title, detail } = describeLine({ ...entry, ...entry.items[0]! });
  return (
    <li className="flex gap-3 border-b border-line py-4" data-testid="cart-entry" data-entry-id={entry.id}>
      <Link to={routes.product.href({ renderId: entry.renderId })} onClick={onNavigate} className="shrink-0">
        {entry.image ? (
          <img
            src={entry.image}
            alt={`${entry.style} render`}
            width={72}
            height={72}
            draggable={false}
            onContextMenu={(event) => event.preventDefault()}
            className="size-18 rounded-lg object-cover"
          />
        ) : (
          <span className="flex size-18 items-center justify-center rounded-lg bg-stone-800 text-xs text-stone-400">No image</span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{title}</p>
            <p className="text-xs text-stone-400">{detail}</p>
          </div>
          <button
            type="button"
            onClick={() => cart.remove(entry.id)}
            className="text-xs text-stone-400 underline-offset-2 hover:text-red-300 hover:underline"
          >
            Remove
          </button>
        </div>
        <ul>
          {entry.items.map((item) => (
            <ItemRow key={item.size} entry={entry} item={item} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The slide-in cart, open to visitors too; shown while it is mounted. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const cart = useCart();

  useEffect(() => {
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/60" onClick={onClose} aria-hidden="true" />
      <aside
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col border-l border-line bg-panel shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id="cart-title" className="font-display text-2xl font-semibold">
            Your Cart
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Close cart"
            className="rounded-lg p-2 text-stone-200 hover:text-accent"
          >
            <CloseIcon width={22} height={22} />
          </button>
        </div>
        {cart.entries.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p className="text-lg font-medium">Your cart is empty.</p>
            <p className="text-sm text-stone-300">Renders you add as a digital download or canvas print will appear here.</p>
            <Link to={routes.gallery.href()} onClick={onClose} className={buttonClasses('secondary')}>
              Browse the gallery
            </Link>
          </div>
        ) : (
          <>
            {/* Items, codes and the gift form scroll together; Checkout stays in reach below them. */}
            <div className="flex-1 overflow-y-auto px-5">
              <ul>
                {cart.entries.map((entry) => (
                  <EntryCard key={entry.id} entry={entry} onNavigate={onClose} />
                ))}
              </ul>
              <div className="py-4">
                <CartSummary />
                <p className="mt-1 text-xs text-stone-400">
                  Canvas prints ship in 5-14 business days; digital files arrive by email right after payment.
                </p>
              </div>
            </div>
            <div className="border-t border-line px-5 pb-4">
              <CheckoutButton onNavigate={onClose} />
            </div>
          </>
        )}
      </aside>
    </div>
  );
}
