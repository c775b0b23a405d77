import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/icons.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { paths } from '../paths.ts';

/** The slide-in cart, open to visitors too. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
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
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/60" onClick={onClose} aria-hidden="true" />
      <aside role="dialog" aria-modal="true" aria-labelledby="cart-title" className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col border-l border-line bg-panel shadow-2xl">
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id="cart-title" className="font-display text-2xl font-semibold">
            Your Cart
          </h2>
          <button ref={closeButton} type="button" onClick={onClose} aria-label="Close cart" className="rounded-lg p-2 text-stone-200 hover:text-accent">
            <CloseIcon width={22} height={22} />
          </button>
        </div>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <p className="text-lg font-medium">Your cart is empty.</p>
          <p className="text-sm text-stone-300">Renders you add as a digital download or canvas print will appear here.</p>
          <Link to={paths.gallery} onClick={onClose} className={buttonClasses('secondary')}>
            Browse the gallery
          </Link>
        </div>
      </aside>
    </div>
  );
}
