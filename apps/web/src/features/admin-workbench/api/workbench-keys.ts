/** Every page of the admin queue lives under this key; a workbench sits under it too, so refreshing the queue refreshes it. */
export const adminRendersKey = ['admin', 'renders'] as const;

export function workbenchKey(renderId: string) {
  return [...adminRendersKey, 'workbench', renderId] as const;
}

/*
 * A customer's own list (the dashboard) is keyed under 'renders'; publishing changes what the
 * customer sees, so it is marked stale too. Features cannot share the key itself.
 */
export const customerRendersKey = ['renders'] as const;
