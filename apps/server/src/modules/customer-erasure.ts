/** The name orders, gift cards and the emptied account show once a customer deleted their account. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

export function deletedCustomerEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** The customer whose account is being deleted, as each module's part of the deletion sees them. */
export type ErasedCustomer = { id: string; email: string };

/**
 * A module's part of deleting a customer's account (decision 024): every module whose tables hold
 * a customer's personal data returns one from its entry, and the accounts module runs them all in
 * the deletion's one transaction, so no module reaches into another's tables (decision 059).
 */
export type CustomerErasure = {
  /** Throws the HttpError that says why the account cannot go yet (a canvas still being made). */
  check?(customerId: string): Promise<void>;
  erase(customer: ErasedCustomer): Promise<void>;
};
