import { describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES, cartRefusal, purchaseFor, refusedEntryField, refusedEntryIndexes } from './purchase-rules.ts';

const owner = { id: 'owner' };
const complete = { userId: 'owner', status: 'complete' };

describe('who may buy a render', () => {
  it('its owner, once it is complete', () => {
    expect(purchaseFor(owner, complete, null)).toEqual({ mayBuy: true, refusal: null, digitalDownloadOrderId: null });
    expect(purchaseFor(owner, { ...complete, status: 'pending' }, null)).toMatchObject({ mayBuy: false, refusal: 'not-complete' });
  });

  it('not another customer (or an admin), and not a visitor until they log in', () => {
    expect(purchaseFor({ id: 'other' }, complete, null)).toMatchObject({ mayBuy: false, refusal: 'not-owner' });
    expect(purchaseFor(null, complete, 'order-1')).toEqual({ mayBuy: false, refusal: 'sign-in', digitalDownloadOrderId: null });
  });

  it('says which order bought the digital download', () => {
    expect(purchaseFor(owner, complete, 'order-1')).toEqual({ mayBuy: true, refusal: null, digitalDownloadOrderId: 'order-1' });
  });
});

describe('what the cart refuses', () => {
  it('anything of another customer’s render', () => {
    const other = purchaseFor({ id: 'other' }, complete, null);
    expect(cartRefusal(other, false)).toEqual({ status: 403, code: 'NOT_YOUR_RENDER', message: PURCHASE_MESSAGES.notOwnerInCart });
    expect(cartRefusal(other, true)?.code).toBe('NOT_YOUR_RENDER');
  });

  it('a digital download already bought, but not a canvas of the same render', () => {
    const bought = purchaseFor(owner, complete, 'order-1');
    expect(cartRefusal(bought, true)).toEqual({ status: 409, code: 'ALREADY_PURCHASED', message: PURCHASE_MESSAGES.alreadyPurchased });
    expect(cartRefusal(bought, false)).toBeNull();
    expect(cartRefusal(purchaseFor(owner, complete, null), true)).toBeNull();
  });

  it('leaves an unfinished render to be dropped, not refused', () => {
    expect(cartRefusal(purchaseFor(owner, { ...complete, status: 'pending' }, null), false)).toBeNull();
  });

  it('names refused entries by their place, and reads them back', () => {
    expect(refusedEntryIndexes({ [refusedEntryField(0)]: 'a', [refusedEntryField(3)]: 'b', 'entries.1.items': 'c' })).toEqual([0, 3]);
  });
});
