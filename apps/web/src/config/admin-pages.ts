import type { Permission } from '@store/shared/roles';
import { routes } from './paths.ts';

type AdminPage = {
  pattern: string;
  href: string;
  /** What the page needs of the role (decision 041); its bar link is shown only to roles that have it. */
  permission: Permission;
  /** The bar's label; pages reached from another page (the workbench) have none. */
  label?: string;
};

/** The staff pages, in the order of the admin bar. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { pattern: routes.admin.pattern, href: routes.admin.href(), permission: 'queue', label: 'Render Queue' },
  { pattern: routes.adminWorkbench.pattern, href: routes.admin.href(), permission: 'queue' },
  { pattern: routes.adminFulfillment.pattern, href: routes.adminFulfillment.href(), permission: 'fulfilment', label: 'Fulfillment' },
  { pattern: routes.adminInsights.pattern, href: routes.adminInsights.href(), permission: 'insights', label: 'Insights' },
  { pattern: routes.adminMessages.pattern, href: routes.adminMessages.href(), permission: 'messages', label: 'Messages' },
  { pattern: routes.adminReviews.pattern, href: routes.adminReviews.href(), permission: 'curation', label: 'Reviews' },
  { pattern: routes.adminStaff.pattern, href: routes.adminStaff.href(), permission: 'staff', label: 'Staff' },
  { pattern: routes.adminDiscounts.pattern, href: routes.adminDiscounts.href(), permission: 'discounts', label: 'Discounts' },
  { pattern: routes.adminGiftCards.pattern, href: routes.adminGiftCards.href(), permission: 'giftCards', label: 'Gift Cards' },
];
