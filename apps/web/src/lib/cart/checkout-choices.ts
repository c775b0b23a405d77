import { useSyncExternalStore } from 'react';
import type { AppliedDiscount } from '@store/shared/discounts';
import type { ShippingRegion } from '@store/shared/shipping';

/** A gift card checked in the cart: its code is sent again at checkout, where the server holds the balance. */
export type AppliedGiftCard = { code: string; codeEnding: string; balanceCents: number };

/** The gift form as typed; checked by the shared gift rule when the customer checks out. */
export type GiftDraft = {
  message: string;
  recipient: { name: string; line1: string; line2: string; city: string; state: string; postal_code: string; country: string };
};

export const EMPTY_GIFT: GiftDraft = {
  message: '',
  recipient: { name: '', line1: '', line2: '', city: '', state: '', postal_code: '', country: '' },
};

/** What the customer chose in the cart besides the items: kept for the browser tab, so a reload or a closed drawer keeps them. */
export type CheckoutChoices = {
  discount: AppliedDiscount | null;
  region: ShippingRegion;
  giftCard: AppliedGiftCard | null;
  /** Null unless "This is a gift" is ticked. */
  gift: GiftDraft | null;
};

const STORAGE_KEY = 'motomuse.checkout-choices';
const DEFAULT_CHOICES: CheckoutChoices = { discount: null, region: 'US', giftCard: null, gift: null };

function read(): CheckoutChoices {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? { ...DEFAULT_CHOICES, ...(JSON.parse(stored) as Partial<CheckoutChoices>) } : DEFAULT_CHOICES;
  } catch {
    return DEFAULT_CHOICES;
  }
}

let current: CheckoutChoices | null = null;
const listeners = new Set<() => void>();

function snapshot(): CheckoutChoices {
  current ??= read();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateCheckoutChoices(change: Partial<CheckoutChoices>): void {
  current = { ...snapshot(), ...change };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage off: the choices last until the page is left.
  }
  for (const listener of listeners) listener();
}

export function useCheckoutChoices(): CheckoutChoices {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_CHOICES);
}
