import { useSyncExternalStore } from 'react';
import type { AppliedDiscount } from '@store/shared/discounts';
import type { ShippingRegion } from '@store/shared/shipping';

/** What the customer chose in the cart besides the items: kept for the browser tab, so a reload or a closed drawer keeps them. */
export type CheckoutChoices = { discount: AppliedDiscount | null; region: ShippingRegion };

const STORAGE_KEY = 'motomuse.checkout-choices';
const DEFAULT_CHOICES: CheckoutChoices = { discount: null, region: 'US' };

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
