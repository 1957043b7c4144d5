/**
 * Every route of SPEC section 2: the back office's (admin-routes.ts) beside the shop's pages under
 * its layout. Pages are lazy chunks; the shell and its error boundaries load with the app.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { createActivitiesLoader } from '../features/activities/api/get-venues.ts';
import { NotFoundPage } from '../routes/not-found-page.tsx';
import { createCartLoader } from '../routes/cart-loader.ts';
import { RootLayout } from '../routes/root-layout.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from '../routes/route-error-boundary.tsx';
import { adminRoutes } from './admin-routes.ts';
import { OrderEditLeaveGuard } from './order-edit-leave-guard.tsx';

/** The path of a child route under the root layout: '/activities' → 'activities'. */
const child = (pattern: string) => pattern.replace(/^\//, '');

const orderConfirmation = () =>
  import('../routes/order-confirmation-page.tsx').then((m) => ({
    Component: m.OrderConfirmationPage,
  }));

/**
 * The order's pages, the member's and the memberships': none waits for an answer beside its code,
 * so none needs the query client.
 */
const orderAndMemberPages: RouteObject[] = [
  { path: child(paths.orderConfirmation.pattern), lazy: orderConfirmation },
  { path: child(paths.confirmation.pattern), lazy: orderConfirmation },
  {
    path: child(paths.orderEdit.pattern),
    lazy: () =>
      import('../routes/order-edit-page.tsx').then((m) => ({ Component: m.OrderEditPage })),
  },
  { path: child(paths.order.pattern), lazy: orderConfirmation },
  {
    path: child(paths.resetPassword.pattern),
    lazy: () =>
      import('../routes/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: child(paths.memberLogin.pattern),
    lazy: () =>
      import('../routes/member-login-page.tsx').then((m) => ({ Component: m.MemberLoginPage })),
  },
  {
    path: child(paths.memberLookup.pattern),
    lazy: () =>
      import('../routes/member-lookup-page.tsx').then((m) => ({ Component: m.MemberLookupPage })),
  },
  {
    path: child(paths.orderLinks.pattern),
    lazy: () =>
      import('../routes/order-links-page.tsx').then((m) => ({ Component: m.OrderLinksPage })),
  },
  {
    path: child(paths.memberLogout.pattern),
    lazy: () =>
      import('../routes/member-logout.ts').then((m) => ({ loader: m.memberLogoutLoader })),
  },
  {
    lazy: () =>
      import('../features/members/lib/member-session.ts').then((m) => ({
        loader: m.requireLoggedInMemberLoader,
      })),
    children: [
      {
        path: child(paths.memberAccount.pattern),
        lazy: () =>
          import('../routes/member-account-page.tsx').then((m) => ({
            Component: m.MemberAccountPage,
          })),
      },
    ],
  },
  // The card's code is its capability, as an order's token is (decision 088): no login.
  {
    path: child(paths.passCard.pattern),
    lazy: () => import('../routes/pass-card-page.tsx').then((m) => ({ Component: m.PassCardPage })),
  },
  {
    path: child(paths.membershipNotFound.pattern),
    lazy: () =>
      import('../routes/membership-not-found-page.tsx').then((m) => ({
        Component: m.MembershipNotFoundPage,
      })),
  },
  {
    path: child(paths.memberships.pattern),
    lazy: () =>
      import('../routes/memberships-page.tsx').then((m) => ({ Component: m.MembershipsPage })),
  },
  // The order's token is its capability, as a ticket order's is: the e-mail's 'View Your
  // Order' opens it without a password (decision 035).
  {
    path: child(paths.membershipConfirmation.pattern),
    lazy: () =>
      import('../routes/membership-confirmation-page.tsx').then((m) => ({
        Component: m.MembershipConfirmationPage,
      })),
  },
  {
    // Every other membership page but not-found needs a logged-in member or a guest checkout; the
    // login page brings the visitor back (SPEC section 2).
    lazy: () =>
      import('../features/members/lib/member-session.ts').then((m) => ({
        loader: m.requireMemberLoader,
      })),
    children: [
      {
        path: child(paths.membership.pattern),
        lazy: () =>
          import('../routes/membership-details-page.tsx').then((m) => ({
            Component: m.MembershipDetailsPage,
          })),
      },
      {
        path: child(paths.membershipAddOns.pattern),
        lazy: () =>
          import('../routes/membership-add-ons-page.tsx').then((m) => ({
            Component: m.MembershipAddOnsPage,
          })),
      },
      {
        path: child(paths.membershipBilling.pattern),
        lazy: () =>
          import('../routes/membership-billing-page.tsx').then((m) => ({
            Component: m.MembershipBillingPage,
          })),
      },
    ],
  },
  {
    path: child(paths.membershipsFallback.pattern),
    lazy: () =>
      import('../routes/membership-not-found-page.tsx').then((m) => ({
        Component: m.MembershipNotFoundPage,
      })),
  },
];

export interface RouteOptions {
  showStyleguide?: boolean;
}

export function createRoutes(
  queryClient: QueryClient,
  { showStyleguide = env.VITE_SHOW_STYLEGUIDE }: RouteOptions = {},
): RouteObject[] {
  const pages: RouteObject[] = [
    { index: true, element: <Navigate replace to={paths.activities.getHref()} /> },
    {
      path: child(paths.activities.pattern),
      // A loader of its own beside the lazy page, so the venues and the page's code load at once.
      loader: createActivitiesLoader(queryClient),
      lazy: () =>
        import('../routes/activities-page.tsx').then((m) => ({ Component: m.ActivitiesPage })),
    },
    {
      path: child(paths.cart.pattern),
      loader: createCartLoader(queryClient, { withSessions: false }),
      lazy: () => import('../routes/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
    },
    {
      path: child(paths.payment.pattern),
      loader: createCartLoader(queryClient, { withSessions: true }),
      lazy: () => import('../routes/payment-page.tsx').then((m) => ({ Component: m.PaymentPage })),
    },
    {
      path: child(paths.activity.pattern),
      // The activity and its opening sessions asked for beside the page's code (decisions 052
      // and 061); the loader's own chunk, as the activity's schema is no part of the first page.
      loader: (args) =>
        import('../routes/choose-tickets-loader.ts').then((m) =>
          m.createChooseTicketsLoader(queryClient)(args),
        ),
      lazy: () =>
        import('../routes/choose-tickets-page.tsx').then((m) => ({
          Component: m.ChooseTicketsPage,
        })),
    },
    ...orderAndMemberPages,
    showStyleguide
      ? {
          path: child(paths.styleguide.pattern),
          lazy: () =>
            import('../routes/styleguide-page.tsx').then((m) => ({ Component: m.StyleguidePage })),
        }
      : { path: child(paths.styleguide.pattern), Component: NotFoundPage },
    // Loaded with the shell: the error boundary shows it for 404s too.
    { path: paths.notFound.pattern, Component: NotFoundPage },
  ];

  return [
    ...adminRoutes,
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppLoading,
      // A pathless layer so a failing page keeps the header and its way back; inside it the
      // order edit's leave prompt, which watches every navigation out of edit mode.
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [{ Component: OrderEditLeaveGuard, children: pages }],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
