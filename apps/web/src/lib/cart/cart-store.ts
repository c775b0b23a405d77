import {
  addToCart,
  decreaseQuantity,
  increaseQuantity,
  mergeCarts,
  removeEntry,
  sanitizeCart,
  setQuantity,
  type Cart,
  type CartEntry,
} from '@store/shared/cart';
import type { CartInput } from '@store/shared/cart-schemas';
import { apiFetch } from '../api-client.ts';

/** Spec: every change is saved to the profile after a 1 s pause. */
export const CART_SAVE_DELAY_MS = 1000;
const VISITOR_CART_KEY = 'motomuse.cart';

type Owner = { kind: 'visitor' } | { kind: 'customer'; userId: string };

function toInput(cart: Cart): CartInput {
  return cart.map((entry) => ({
    renderId: entry.renderId,
    aspectRatio: entry.aspectRatio,
    items: entry.items.map((item) => ({ size: item.size, quantity: item.quantity, isDigital: item.isDigital, ...(item.borderStyle ? { borderStyle: item.borderStyle } : {}) })),
  }));
}

function readVisitorCart(): Cart {
  try {
    return sanitizeCart(JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function writeVisitorCart(cart: Cart): void {
  if (cart.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
  else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify(cart));
}

async function saveToServer(cart: Cart): Promise<Cart> {
  return (await apiFetch<{ entries: Cart }>('/api/cart', { method: 'PUT', body: { entries: toInput(cart) } })).entries;
}

/**
 * The cart of whoever uses the browser: a visitor's lives in localStorage; a customer's is the
 * profile's on the server (loaded at sign-in, saved 1 s after the last change), and a visitor's
 * cart is merged into it at sign-in.
 */
export function createCartStore() {
  let cart: Cart = [];
  let owner: Owner = { kind: 'visitor' };
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let changesSinceSave = 0;
  const listeners = new Set<() => void>();

  function publish(next: Cart): void {
    cart = next;
    for (const listener of listeners) listener();
  }

  async function save(): Promise<void> {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (owner.kind !== 'customer') return;
    const sentAt = changesSinceSave;
    const saved = await saveToServer(cart);
    // Keep the server's priced, cleaned cart unless the customer changed it while it was saving.
    if (changesSinceSave === sentAt) publish(saved);
  }

  function change(update: (current: Cart) => Cart): void {
    const next = update(cart);
    if (next === cart) return;
    changesSinceSave += 1;
    publish(next);
    if (owner.kind === 'visitor') {
      writeVisitorCart(next);
      return;
    }
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save().catch(() => undefined), CART_SAVE_DELAY_MS);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => cart,

    /** Called when the session changes: loads the right cart and merges a visitor's cart at sign-in. */
    async switchOwner(userId: string | null): Promise<void> {
      clearTimeout(saveTimer);
      if (!userId) {
        owner = { kind: 'visitor' };
        publish(readVisitorCart());
        return;
      }
      if (owner.kind === 'customer' && owner.userId === userId) return;
      owner = { kind: 'customer', userId };
      const fromServer = (await apiFetch<{ entries: Cart }>('/api/cart')).entries;
      const visitorCart = readVisitorCart();
      if (visitorCart.length === 0) {
        publish(fromServer);
        return;
      }
      publish(mergeCarts(fromServer, visitorCart));
      await save();
      writeVisitorCart([]);
    },

    add: (entry: CartEntry) => change((current) => addToCart(current, entry)),
    increase: (entryId: string, size: string) => change((current) => increaseQuantity(current, entryId, size)),
    decrease: (entryId: string, size: string) => change((current) => decreaseQuantity(current, entryId, size)),
    setQuantity: (entryId: string, size: string, input: string) => change((current) => setQuantity(current, entryId, size, input)),
    remove: (entryId: string) => change((current) => removeEntry(current, entryId)),
    /** Saves now (before checkout) instead of waiting for the pause. */
    flush: () => save(),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
