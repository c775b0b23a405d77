import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { catalogQuery } from '#web/lib/api/get-catalog.ts';
import { renderQuery } from '#web/features/product/api/get-render.ts';
import { lazyPage } from './lazy-page.ts';
import { SignedInOutlet } from './require-sign-in.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { RootBehaviour } from './root-behaviour.tsx';
import { MailboxOutlet } from './mailbox-outlet.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { routes } from '#web/config/paths.ts';

/** Starts the product page's requests beside the download of its chunk rather than after it. */
function prefetchProduct(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.renderId) void queryClient.ensureQueryData(renderQuery(params.renderId)).catch(() => undefined);
    void queryClient.ensureQueryData(catalogQuery).catch(() => undefined);
    return null;
  };
}

/** The pages that tell about the shop: home, gallery, the content pages and contact. */
const shopInformationPages: RouteObject[] = [
  { path: routes.home.pattern, lazy: lazyPage(() => import('../features/home/pages/home-page.tsx')) },
  { path: routes.gallery.pattern, lazy: lazyPage(() => import('../features/gallery/pages/gallery-page.tsx')) },
  { path: routes.about.pattern, lazy: lazyPage(() => import('../features/content/pages/about-page.tsx')) },
  { path: routes.faq.pattern, lazy: lazyPage(() => import('../features/content/pages/faq-page.tsx')) },
  ...routes.faq.aliases.map((alias) => ({
    path: alias,
    lazy: lazyPage(() => import('../features/content/pages/faq-page.tsx')),
  })),
  { path: routes.privacy.pattern, lazy: lazyPage(() => import('../features/content/pages/privacy-page.tsx')) },
  { path: routes.terms.pattern, lazy: lazyPage(() => import('../features/content/pages/terms-page.tsx')) },
  {
    path: routes.uploadChecklist.pattern,
    lazy: lazyPage(() => import('../features/content/pages/upload-checklist-page.tsx')),
  },
  { path: routes.sizing.pattern, lazy: lazyPage(() => import('../features/content/pages/sizing-page.tsx')) },
  { path: routes.contact.pattern, lazy: lazyPage(() => import('../features/contact/pages/contact-page.tsx')) },
];

/** Signing in, resetting a password and the mailbox that receives the links. */
const signInPages: RouteObject[] = [
  { path: routes.login.pattern, lazy: lazyPage(() => import('../features/auth/pages/login-page.tsx')) },
  { path: routes.resetPassword.pattern, lazy: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')) },
  {
    Component: MailboxOutlet,
    children: [{ path: routes.mailbox.pattern, lazy: lazyPage(() => import('../features/mailbox/pages/mailbox-page.tsx')) }],
  },
];

/** A customer's way through the shop: a render's product page, checkout, their dashboard, uploads and account. */
function customerPages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // Named, so a page the server drew can tell the router this loader has run (src/main.tsx).
      id: 'product',
      path: routes.product.pattern,
      loader: prefetchProduct(queryClient),
      lazy: lazyPage(() => import('../features/product/pages/product-page.tsx')),
    },
    {
      Component: SignedInOutlet,
      children: [{ path: routes.success.pattern, lazy: lazyPage(() => import('../features/checkout/pages/success-page.tsx')) }],
    },
    { path: routes.dashboard.pattern, lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page.tsx')) },
    { path: routes.giftCards.pattern, lazy: lazyPage(() => import('../features/gift-cards/pages/gift-cards-page.tsx')) },
    {
      Component: SignedInOutlet,
      children: [{ path: routes.review.pattern, lazy: lazyPage(() => import('../features/reviews/pages/review-page.tsx')) }],
    },
    {
      Component: SignedInOutlet,
      children: [{ path: routes.upload.pattern, lazy: lazyPage(() => import('../features/uploads/pages/upload-page.tsx')) }],
    },
    { path: routes.account.pattern, lazy: lazyPage(() => import('../features/account/pages/account-page.tsx')) },
  ];
}

/** The staff's pages, inside the admin layout. */
const adminPages: RouteObject[] = [
  { path: routes.admin.pattern, lazy: lazyPage(() => import('../features/admin-queue/pages/admin-queue-page.tsx')) },
  {
    path: routes.adminFulfillment.pattern,
    lazy: lazyPage(() => import('../features/admin-fulfillment/pages/admin-fulfillment-page.tsx')),
  },
  { path: routes.adminWorkbench.pattern, lazy: lazyPage(() => import('../features/admin-workbench/pages/workbench-page.tsx')) },
  { path: routes.adminStaff.pattern, lazy: lazyPage(() => import('../features/admin-staff/pages/admin-staff-page.tsx')) },
  {
    path: routes.adminMessages.pattern,
    lazy: lazyPage(() => import('../features/admin-messages/pages/admin-messages-page.tsx')),
  },
  {
    path: routes.adminDiscounts.pattern,
    lazy: lazyPage(() => import('../features/admin-discounts/pages/admin-discounts-page.tsx')),
  },
  {
    path: routes.adminGiftCards.pattern,
    lazy: lazyPage(() => import('../features/admin-gift-cards/pages/admin-gift-cards-page.tsx')),
  },
  {
    path: routes.adminReviews.pattern,
    lazy: lazyPage(() => import('../features/admin-reviews/pages/admin-reviews-page.tsx')),
  },
  {
    path: routes.adminInsights.pattern,
    lazy: lazyPage(() => import('../features/admin-insights/pages/admin-insights-page.tsx')),
  },
];

/** Every page of the app, for the browser's router and the build's prerender; loaders fill `queryClient`. */
export function siteRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootBehaviour,
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [
        {
          Component: SiteLayout,
          children: [
            {
              errorElement: <RouteError />,
              children: [...shopInformationPages, ...signInPages, ...customerPages(queryClient), { path: '*', Component: NotFoundPage }],
            },
          ],
        },
        { Component: AdminLayout, errorElement: <RouteError />, children: adminPages },
      ],
    },
  ];
}
