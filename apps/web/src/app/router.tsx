import { createBrowserRouter } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { SignedInOutlet } from './require-sign-in.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { RootBehaviour } from './root-behaviour.tsx';
import { MailboxOutlet } from './mailbox-outlet.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { paths } from './paths.ts';

export const router = createBrowserRouter([
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
            children: [
              { path: paths.home, lazy: lazyPage(() => import('../features/home/pages/home-page.tsx')) },
              { path: paths.gallery, lazy: lazyPage(() => import('../features/gallery/pages/gallery-page.tsx')) },
              { path: paths.about, lazy: lazyPage(() => import('../features/content/pages/about-page.tsx')) },
              { path: paths.faq, lazy: lazyPage(() => import('../features/content/pages/faq-page.tsx')) },
              { path: '/FAQ', lazy: lazyPage(() => import('../features/content/pages/faq-page.tsx')) },
              { path: paths.privacy, lazy: lazyPage(() => import('../features/content/pages/privacy-page.tsx')) },
              { path: paths.terms, lazy: lazyPage(() => import('../features/content/pages/terms-page.tsx')) },
              { path: paths.uploadChecklist, lazy: lazyPage(() => import('../features/content/pages/upload-checklist-page.tsx')) },
              { path: paths.sizing, lazy: lazyPage(() => import('../features/content/pages/sizing-page.tsx')) },
              { path: paths.contact, lazy: lazyPage(() => import('../features/contact/pages/contact-page.tsx')) },
              { path: paths.login, lazy: lazyPage(() => import('../features/auth/pages/login-page.tsx')) },
              { path: paths.resetPassword, lazy: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')) },
              { Component: MailboxOutlet, children: [{ path: paths.mailbox, lazy: lazyPage(() => import('../features/mailbox/pages/mailbox-page.tsx')) }] },
              { path: '/product/:renderId', lazy: lazyPage(() => import('../features/product/pages/product-page.tsx')) },
              { Component: SignedInOutlet, children: [{ path: paths.success, lazy: lazyPage(() => import('../features/checkout/pages/success-page.tsx')) }] },
              { path: paths.dashboard, lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page.tsx')) },
              { Component: SignedInOutlet, children: [{ path: paths.upload, lazy: lazyPage(() => import('../features/uploads/pages/upload-page.tsx')) }] },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: AdminLayout,
        errorElement: <RouteError />,
        children: [
          { path: paths.admin, lazy: lazyPage(() => import('../features/admin-queue/pages/admin-queue-page.tsx')) },
          { path: paths.adminFulfillment, lazy: lazyPage(() => import('../features/admin-fulfillment/pages/admin-fulfillment-page.tsx')) },
          { path: '/admin/renders/:renderId', lazy: lazyPage(() => import('../features/admin-workbench/pages/workbench-page.tsx')) },
        ],
      },
    ],
  },
]);
