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

/** What a cart store holds between calls. */
type CartState = {
  cart: Cart;
  owner: Owner;
  saveTimer: ReturnType<typeof setTimeout> | undefined;
  changes: number;
  savedChanges: number;
  /** Changes made while a customer's cart loads from the server: replayed on the loaded cart, not lost under it. */
  whileLoading: ((current: Cart) => Cart)[] | null;
  listeners: Set<() => void>;
};

function publish(state: CartState, next: Cart): void {
  state.cart = next;
  for (const listener of state.listeners) listener();
}

/** Counts a change of the customer's cart and keeps it in the browser until a save succeeds. */
function keepUnsaved(state: CartState, userId: string): void {
  state.changes += 1;
  writeStoredCart(unsavedCartKey(userId), state.cart);
}

function isOwnedBy(state: CartState, userId: string): boolean {
  return state.owner.kind === 'customer' && state.owner.userId === userId;
}

async function save(state: CartState): Promise<void> {
  clearTimeout(state.saveTimer);
  state.saveTimer = undefined;
  if (state.owner.kind !== 'customer') return;
  const { userId } = state.owner;
  const sentAt = state.changes;
  const sent = state.cart;
  let saved: Cart;
  try {
    saved = await saveCart(sent);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = refusedEntries(error, sent);
    if (refused.length === 0) throw error;
    if (!isOwnedBy(state, userId)) return;
    // Said out loud, not dropped in silence: the entries the server refused leave the cart, and the rest is saved.
    showToast(error.message, 'error', REFUSAL_NOTICE_MS);
    publish(
      state,
      state.cart.filter((entry) => !refused.includes(entry.id)),
    );
    keepUnsaved(state, userId);
    return save(state);
  }
  if (!isOwnedBy(state, userId)) return;
  state.savedChanges = Math.max(state.savedChanges, sentAt);
  // Keep the server's priced, cleaned cart unless the customer changed it while it was saving.
  if (state.changes !== sentAt) return;
  writeStoredCart(unsavedCartKey(userId), null);
  publish(state, saved);
}

function change(state: CartState, update: (current: Cart) => Cart): void {
  const next = limitCart(update(state.cart));
  if (next === state.cart) return;
  publish(state, next);
  if (state.whileLoading) {
    state.whileLoading.push(update);
    return;
  }
  if (state.owner.kind === 'visitor') {
    writeStoredCart(VISITOR_CART_KEY, next.length === 0 ? null : next);
    return;
  }
  keepUnsaved(state, state.owner.userId);
  clearTimeout(state.saveTimer);
  state.saveTimer = setTimeout(() => void save(state).catch(() => undefined), CART_SAVE_DELAY_MS);
}

/**
 * Called when the session changes: loads the right cart and merges a visitor's cart at sign-in.
 * A change kept in the browser that the server may lack is newer than the server's copy, so it wins.
 */
async function switchOwner(state: CartState, userId: string | null): Promise<void> {
  clearTimeout(state.saveTimer);
  if (!userId) {
    state.owner = { kind: 'visitor' };
    publish(state, readStoredCart(VISITOR_CART_KEY) ?? []);
    return;
  }
  if (isOwnedBy(state, userId)) return;
  state.owner = { kind: 'customer', userId };
  state.savedChanges = state.changes;
  const unsaved = readStoredCart(unsavedCartKey(userId));
  state.whileLoading = [];
  let base: Cart;
  let madeWhileLoading: ((current: Cart) => Cart)[];
  try {
    base = unsaved ?? (await getCart());
  } finally {
    madeWhileLoading = state.whileLoading;
    state.whileLoading = null;
  }
  if (!isOwnedBy(state, userId)) return;
  const visitorCart = readStoredCart(VISITOR_CART_KEY) ?? [];
  publish(
    state,
    madeWhileLoading.reduce((current, update) => limitCart(update(current)), limitCart(mergeCarts(base, visitorCart))),
  );
  if (!unsaved && visitorCart.length === 0 && madeWhileLoading.length === 0) return;
  keepUnsaved(state, userId);
  writeStoredCart(VISITOR_CART_KEY, null);
  await save(state);
}

/**
 * Sends unsaved changes while the page is hidden or left: a keepalive request outlives the
 * page, unlike the pause's timer. The browser copy stays until a save is confirmed.
 */
function saveBeforeLeaving(state: CartState): void {
  if (state.owner.kind !== 'customer' || state.changes === state.savedChanges) return;
  void saveCart(state.cart, { keepalive: true }).catch(() => undefined);
}

/**
 * The cart of whoever uses the browser: a visitor's lives in localStorage; a customer's is the
 * profile's on the server (loaded at sign-in, saved 1 s after the last change), and a visitor's
 * cart is merged into it at sign-in. A customer's change is also kept in localStorage until the
 * server has it, and sent when the page is hidden or left, so closing or reloading the page
 * during the pause loses nothing; the next load sends a copy the server may still lack.
 */
export function createCartStore() {
  const state: CartState = {
    cart: [],
    owner: { kind: 'visitor' },
    saveTimer: undefined,
    changes: 0,
    savedChanges: 0,
    whileLoading: null,
    listeners: new Set(),
  };
  const update = (next: (current: Cart) => Cart) => change(state, next);

  return {
    subscribe(listener: () => void) {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    snapshot: () => state.cart,
    switchOwner: (userId: string | null) => switchOwner(state, userId),
    saveBeforeLeaving: () => saveBeforeLeaving(state),

    add: (entry: CartEntry) => update((current) => addToCart(current, entry)),
    increase: (entryId: string, size: string) => update((current) => increaseQuantity(current, entryId, size)),
    decrease: (entryId: string, size: string) => update((current) => decreaseQuantity(current, entryId, size)),
    setQuantity: (entryId: string, size: string, input: string) => update((current) => setQuantity(current, entryId, size, input)),
    remove: (entryId: string) => update((current) => removeEntry(current, entryId)),
    /** Saves now (before checkout) instead of waiting for the pause. */
    flush: () => save(state),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
