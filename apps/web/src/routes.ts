/**
 * Every route of SPEC section 2, for React Router's framework mode (decision 102): the back
 * office's pages, rendered in the browser only, beside the shop's pages under its layout, which
 * the server renders. The jsdom tests build their memory router from this same table
 * (test/route-objects.tsx).
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths.ts';
import { adminPaths } from './features/admin-shared/admin-paths.ts';

/** The path of a child route under the root layout: '/activities' → 'activities'. */
const child = (pattern: string) => pattern.replace(/^\//, '');

const adminPages = [
  route(adminPaths.login, 'routes/admin-login-page.tsx'),
  // Where an invitation's or a reset's link lands: before any login (decision 080).
  route(adminPaths.setPassword, 'routes/admin-set-password-page.tsx'),
  route('/admin', 'routes/admin-layout.tsx', [
    index('routes/admin-home-page.tsx'),
    route('two-factor', 'routes/admin-two-factor-page.tsx'),
    route('password', 'routes/admin-password-page.tsx'),
    route('staff', 'routes/admin-staff-page.tsx'),
    route('audit-log', 'routes/admin-audit-log-page.tsx'),
    route('coupons', 'routes/admin-coupons-page.tsx'),
    route('memberships', 'routes/admin-memberships-page.tsx'),
    route('check-in', 'routes/admin-check-in-page.tsx'),
    route('sessions/:id/guests', 'routes/admin-guest-list-page.tsx'),
    route('walk-up', 'routes/admin-walk-up-page.tsx'),
    route('cash-owed', 'routes/admin-cash-owed-page.tsx'),
    route('day-close', 'routes/admin-day-close-page.tsx'),
    route('orders', 'routes/admin-orders-page.tsx'),
    route('orders/:id', 'routes/admin-order-page.tsx'),
    route('members', 'routes/admin-members-page.tsx'),
    route('members/:id', 'routes/admin-member-page.tsx'),
    route('venues', 'routes/admin-venues-page.tsx'),
    route('activities', 'routes/admin-activities-page.tsx'),
    route('activities/:activityId', 'routes/admin-activity-page.tsx'),
    route('sessions', 'routes/admin-sessions-page.tsx'),
    route('reports', 'routes/admin-reports-page.tsx'),
    route('*', 'routes/not-found-page.tsx', { id: 'admin-not-found' }),
  ]),
];

const orderConfirmation = 'routes/order-confirmation-page.tsx';
const membershipNotFound = 'routes/membership-not-found-page.tsx';

const shopPages = [
  index('routes/home-redirect.ts'),
  route(child(paths.activities.pattern), 'routes/activities-page.tsx'),
  route(child(paths.cart.pattern), 'routes/cart-page.tsx'),
  route(child(paths.payment.pattern), 'routes/payment-page.tsx'),
  route(child(paths.activity.pattern), 'routes/choose-tickets-page.tsx'),
  route(child(paths.orderConfirmation.pattern), orderConfirmation),
  route(child(paths.confirmation.pattern), orderConfirmation, { id: 'confirmation' }),
  route(child(paths.orderEdit.pattern), 'routes/order-edit-page.tsx'),
  route(child(paths.order.pattern), orderConfirmation, { id: 'order' }),
  route(child(paths.resetPassword.pattern), 'routes/reset-password-page.tsx'),
  route(child(paths.memberLogin.pattern), 'routes/member-login-page.tsx'),
  route(child(paths.memberLookup.pattern), 'routes/member-lookup-page.tsx'),
  route(child(paths.orderLinks.pattern), 'routes/order-links-page.tsx'),
  route(child(paths.memberLogout.pattern), 'routes/member-logout.tsx'),
  layout('routes/logged-in-member-layout.tsx', [
    route(child(paths.memberAccount.pattern), 'routes/member-account-page.tsx'),
  ]),
  // The card's code is its capability, as an order's token is (decision 088): no login.
  route(child(paths.passCard.pattern), 'routes/pass-card-page.tsx'),
  // The entry's token is its capability, as an order's is (decision 103).
  route(child(paths.waitlistEntry.pattern), 'routes/waitlist-entry-page.tsx'),
  route(child(paths.membershipNotFound.pattern), membershipNotFound),
  route(child(paths.memberships.pattern), 'routes/memberships-page.tsx'),
  // The order's token is its capability, as a ticket order's is: the e-mail's 'View Your
  // Order' opens it without a password (decision 035).
  route(child(paths.membershipConfirmation.pattern), 'routes/membership-confirmation-page.tsx'),
  // Every other membership page but not-found needs a logged-in member or a guest checkout; the
  // login page brings the visitor back (SPEC section 2).
  layout('routes/member-or-guest-layout.tsx', [
    route(child(paths.membership.pattern), 'routes/membership-details-page.tsx'),
    route(child(paths.membershipAddOns.pattern), 'routes/membership-add-ons-page.tsx'),
    route(child(paths.membershipBilling.pattern), 'routes/membership-billing-page.tsx'),
  ]),
  route(child(paths.membershipsFallback.pattern), membershipNotFound, {
    id: 'memberships-fallback',
  }),
  route(child(paths.styleguide.pattern), 'routes/styleguide-page.tsx'),
  route(paths.notFound.pattern, 'routes/unknown-page.tsx'),
];

export default [
  // The back office renders in the browser only: its pages read a staff session the server's
  // page render does not see.
  layout('routes/client-only-layout.tsx', adminPages),
  layout('routes/root-layout.tsx', [
    // A pathless layer so a failing page keeps the header and its way back; inside it the
    // order edit's leave prompt, which watches every navigation out of edit mode.
    layout('routes/page-error-layer.tsx', [layout('app/order-edit-leave-guard.tsx', shopPages)]),
  ]),
] satisfies RouteConfig;
