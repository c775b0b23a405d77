/**
 * Who may do what (decision 041). Every account has one role; the staff screens and the API read
 * the same table, so a button a role may not use is never shown, and its call is refused anyway.
 */
export const ROLES = ['customer', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open the staff screens. */
export const STAFF_ROLES = ['staff', 'owner'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'queue',
  'fulfilment',
  'messages',
  'curation',
  'refunds',
  'discounts',
  'giftCards',
  'staff',
  'exports',
  'insights',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Staff run the day's work (renders, orders, messages, reviews and the gallery); money, people and the shop's figures stay with owners. */
const GRANTED: Record<Role, readonly Permission[]> = {
  customer: [],
  staff: ['queue', 'fulfilment', 'messages', 'curation'],
  owner: PERMISSIONS,
};

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', staff: 'Staff', owner: 'Owner' };

/** The role after "is now": "X is now an owner". */
export const ROLE_AFTER_IS: Record<Role, string> = { customer: 'a customer', staff: 'staff', owner: 'an owner' };

/** What each staff role may do, in words for the staff page; follows the table above. */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  staff:
    'Staff work the render queue and the workbench, fulfil orders, answer messages, moderate reviews and choose the gallery. They cannot refund, run discounts or gift cards, see insights or exports, or change roles.',
  owner:
    'Owners can do everything staff can, and refund orders, run discount codes, look after gift cards (balances, a new code for a lost one), see insights and exports, and change roles.',
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && GRANTED[role].includes(permission);
}

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'staff' || role === 'owner';
}

/** The role a stored or sent value names; anything else is a customer. */
export function roleOf(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'customer';
}
