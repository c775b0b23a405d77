import {
  addToCart,
  decreaseQuantity,
  increaseQuantity,
  limitCart,
  mergeCarts,
  removeEntry,
  sanitizeCart,
  setQuantity,
  type Cart,
  type CartEntry,
} from '@store/shared/cart';
import { isCartRefusalCode, refusedEntryIndexes } from '@store/shared/purchase-rules';
import { getCart } from '../api/get-cart.ts';
import { saveCart } from '../api/save-cart.ts';
import { ApiError } from '../api-client.ts';
import { showToast } from '../toast.ts';

/** Spec: every change is saved to the profile after a 1 s pause. */
export const CART_SAVE_DELAY_MS = 1000;
const VISITOR_CART_KEY = 'motomuse.cart';
/** A customer's cart with changes the server may not have yet, kept until a save succeeds. */
const unsavedCartKey = (userId: string) => `motomuse.cart.unsaved.${userId}`;

type Owner = { kind: 'visitor' } | { kind: 'customer'; userId: string };

/** Long enough to read why an entry left the cart. */
const REFUSAL_NOTICE_MS = 8000;

/** The ids of the entries of `sent` a refused save names (another customer's render, a download already bought); none for any other failure. */
function refusedEntries(error: ApiError, sent: Cart): string[] {
  if (!isCartRefusalCode(error.code)) return [];
  return refusedEntryIndexes(error.fields).flatMap((index) => (sent[index] ? [sent[index].id] : []));
}

function readStoredCart(key: string): Cart | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : limitCart(sanitizeCart(JSON.parse(stored)));
  } catch {
    return null;
  }
}

/** null forgets the stored cart; an empty cart is kept, as a customer's unsaved change can be emptying it. */
function writeStoredCart(key: string, cart: Cart | null): void {
  try {
    if (cart === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // Storage full or turned off: the cart still works, without the browser's copy.
  }
}

/**
 * The cart of whoever uses the browser: a visitor's lives in localStorage; a customer's is the
 * profile's on the server (loaded at sign-in, saved 1 s after the last change), and a visitor's
 * cart is merged into it at sign-in. A customer's change is also kept in localStorage until the
 * server has it, and sent when the page is hidden or left, so closing or reloading the page
 * during the pause loses nothing; the next load sends a copy the server may still lack.
 */
export function createCartStore() {
  let cart: Cart = [];
  let owner: Owner = { kind: 'visitor' };
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let changes = 0;
  let savedChanges = 0;
  /** Changes made while a customer's cart loads from the server: replayed on the loaded cart, not lost under it. */
  let whileLoading: ((current: Cart) => Cart)[] | null = null;
  const listeners = new Set<() => void>();

  function publish(next: Cart): void {
    cart = next;
    for (const listener of listeners) listener();
  }

  /** Counts a change of the customer's cart and keeps it in the browser until a save succeeds. */
  function keepUnsaved(userId: string): void {
    changes += 1;
    writeStoredCart(unsavedCartKey(userId), cart);
  }

  async function save(): Promise<void> {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (owner.kind !== 'customer') return;
    const { userId } = owner;
    const sentAt = changes;
    const sent = cart;
    let saved: Cart;
    try {
      saved = await saveCart(sent);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refused = refusedEntries(error, sent);
      if (refused.length === 0) throw error;
      if (owner.kind !== 'customer' || owner.userId !== userId) return;
      // Said out loud, not dropped in silence: the entries the server refused leave the cart, and the rest is saved.
      showToast(error.message, 'error', REFUSAL_NOTICE_MS);
      publish(cart.filter((entry) => !refused.includes(entry.id)));
      keepUnsaved(userId);
      return save();
    }
    if (owner.kind !== 'customer' || owner.userId !== userId) return;
    savedChanges = Math.max(savedChanges, sentAt);
    // Keep the server's priced, cleaned cart unless the customer changed it while it was saving.
    if (changes !== sentAt) return;
    writeStoredCart(unsavedCartKey(userId), null);
    publish(saved);
  }

  function change(update: (current: Cart) => Cart): void {
    const next = limitCart(update(cart));
    if (next === cart) return;
    publish(next);
    if (whileLoading) {
      whileLoading.push(update);
      return;
    }
    if (owner.kind === 'visitor') {
      writeStoredCart(VISITOR_CART_KEY, next.length === 0 ? null : next);
      return;
    }
    keepUnsaved(owner.userId);
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save().catch(() => undefined), CART_SAVE_DELAY_MS);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => cart,

    /**
     * Called when the session changes: loads the right cart and merges a visitor's cart at sign-in.
     * A change kept in the browser that the server may lack is newer than the server's copy, so it wins.
     */
    async switchOwner(userId: string | null): Promise<void> {
      clearTimeout(saveTimer);
      if (!userId) {
        owner = { kind: 'visitor' };
        publish(readStoredCart(VISITOR_CART_KEY) ?? []);
        return;
      }
      if (owner.kind === 'customer' && owner.userId === userId) return;
      owner = { kind: 'customer', userId };
      savedChanges = changes;
      const unsaved = readStoredCart(unsavedCartKey(userId));
      whileLoading = [];
      let base: Cart;
      let madeWhileLoading: ((current: Cart) => Cart)[];
      try {
        base = unsaved ?? (await getCart());
      } finally {
        madeWhileLoading = whileLoading;
        whileLoading = null;
      }
      if (owner.kind !== 'customer' || owner.userId !== userId) return;
      const visitorCart = readStoredCart(VISITOR_CART_KEY) ?? [];
      publish(madeWhileLoading.reduce((current, update) => limitCart(update(current)), limitCart(mergeCarts(base, visitorCart))));
      if (!unsaved && visitorCart.length === 0 && madeWhileLoading.length === 0) return;
      keepUnsaved(userId);
      writeStoredCart(VISITOR_CART_KEY, null);
      await save();
    },

    /**
     * Sends unsaved changes while the page is hidden or left: a keepalive request outlives the
     * page, unlike the pause's timer. The browser copy stays until a save is confirmed.
     */
    saveBeforeLeaving(): void {
      if (owner.kind !== 'customer' || changes === savedChanges) return;
      void saveCart(cart, { keepalive: true }).catch(() => undefined);
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
