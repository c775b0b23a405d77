/** Every page and filter of the admin queue lives under this key, so one invalidation refreshes them all. */
export const adminRendersKey = ['admin', 'renders'] as const;

/*
 * A customer's own list (the dashboard) is keyed under 'renders'; an admin changing a render
 * may be changing their own, so it is marked stale too. Features cannot share the key itself.
 */
export const customerRendersKey = ['renders'] as const;
