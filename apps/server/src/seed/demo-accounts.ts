/** The demo logins `npm start` prints; they exist only outside production. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Alex Admin', email: 'admin@motomuse.local', password: 'admin-demo-123', role: 'owner' },
  staff: { name: 'Sam Staff', email: 'staff@motomuse.local', password: 'staff-demo-123', role: 'staff' },
  customer: { name: 'Casey Rider', email: 'rider@motomuse.local', password: 'rider-demo-123' },
} as const;
