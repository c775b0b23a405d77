import { accountEndpoints } from './accounts.ts';
import { analyticsEndpoints } from './analytics.ts';
import { cartEndpoints } from './cart.ts';
import { catalogEndpoints } from './catalog.ts';
import { checkoutEndpoints } from './checkout.ts';
import { contactEndpoints } from './contact.ts';
import { discountEndpoints } from './discounts.ts';
import { emailPictureEndpoints } from './email-pictures.ts';
import { exportEndpoints } from './exports.ts';
import { galleryEndpoints } from './gallery.ts';
import { giftCardEndpoints } from './gift-cards.ts';
import { healthEndpoints } from './health.ts';
import { mailboxEndpoints } from './mailbox.ts';
import { notificationEndpoints } from './notifications.ts';
import { openApiEndpoints } from './openapi.ts';
import { orderEndpoints } from './orders.ts';
import { productionEndpoints, subjectEndpoints } from './production.ts';
import { renderEndpoints } from './renders.ts';
import { reviewEndpoints } from './reviews.ts';
import type { ApiRoute } from './routes.ts';
import { siteEndpoints } from './site.ts';
import { staffEndpoints } from './staff.ts';
import { uploadEndpoints } from './uploads.ts';

/**
 * The whole API with its schemas in one table, for what must see every endpoint (tests, tools).
 * The web imports only its types: it addresses endpoints by their route (`routes.ts`).
 */
export const endpoints = {
  accounts: accountEndpoints,
  analytics: analyticsEndpoints,
  cart: cartEndpoints,
  catalog: catalogEndpoints,
  checkout: checkoutEndpoints,
  contact: contactEndpoints,
  discounts: discountEndpoints,
  exports: exportEndpoints,
  gallery: galleryEndpoints,
  giftCards: giftCardEndpoints,
  emailPictures: emailPictureEndpoints,
  health: healthEndpoints,
  mailbox: mailboxEndpoints,
  notifications: notificationEndpoints,
  openApi: openApiEndpoints,
  orders: orderEndpoints,
  production: productionEndpoints,
  renders: renderEndpoints,
  reviews: reviewEndpoints,
  site: siteEndpoints,
  staff: staffEndpoints,
  subject: subjectEndpoints,
  uploads: uploadEndpoints,
} as const;

type Contract = typeof endpoints;
type AnyEndpoint = { [Area in keyof Contract]: Contract[Area][keyof Contract[Area]] }[keyof Contract];

/** The endpoint of a route, found by its method and path: lets code that holds only the route (the web) be typed by its schemas. */
export type EndpointAt<Route extends ApiRoute> = Extract<AnyEndpoint, { method: Route['method']; path: Route['path'] }>;
