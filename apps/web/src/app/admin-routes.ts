/**
 * The back office's routes (decision 042): `/admin/login`, `/admin/set-password` and the `/admin`
 * shell with its pages, each a lazy chunk of its own outside the shop's layout. Each page is a
 * route module that composes the admin features and exports its page as `Component`, which
 * React Router's `lazy` takes as it is: the table the shop's first page loads stays small
 * (decision 096).
 */
import type { RouteObject } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { paths } from '../config/paths.ts';
import { NotFoundPage } from '../routes/not-found-page.tsx';
import { RootErrorBoundary } from '../routes/route-error-boundary.tsx';

export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminLogin.pattern,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    lazy: () => import('../routes/admin-login-page.tsx'),
  },
  {
    // Where an invitation's or a reset's link lands: before any login (decision 080).
    path: paths.adminSetPassword.pattern,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    lazy: () => import('../routes/admin-set-password-page.tsx'),
  },
  {
    path: '/admin',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    lazy: () => import('../routes/admin-layout.tsx'),
    children: [
      { index: true, lazy: () => import('../routes/admin-home-page.tsx') },
      { path: 'two-factor', lazy: () => import('../routes/admin-two-factor-page.tsx') },
      { path: 'password', lazy: () => import('../routes/admin-password-page.tsx') },
      { path: 'staff', lazy: () => import('../routes/admin-staff-page.tsx') },
      { path: 'audit-log', lazy: () => import('../routes/admin-audit-log-page.tsx') },
      { path: 'coupons', lazy: () => import('../routes/admin-coupons-page.tsx') },
      { path: 'memberships', lazy: () => import('../routes/admin-memberships-page.tsx') },
      { path: 'check-in', lazy: () => import('../routes/admin-check-in-page.tsx') },
      { path: 'sessions/:id/guests', lazy: () => import('../routes/admin-guest-list-page.tsx') },
      { path: 'walk-up', lazy: () => import('../routes/admin-walk-up-page.tsx') },
      { path: 'cash-owed', lazy: () => import('../routes/admin-cash-owed-page.tsx') },
      { path: 'day-close', lazy: () => import('../routes/admin-day-close-page.tsx') },
      { path: 'orders', lazy: () => import('../routes/admin-orders-page.tsx') },
      { path: 'orders/:id', lazy: () => import('../routes/admin-order-page.tsx') },
      { path: 'members', lazy: () => import('../routes/admin-members-page.tsx') },
      { path: 'members/:id', lazy: () => import('../routes/admin-member-page.tsx') },
      { path: 'venues', lazy: () => import('../routes/admin-venues-page.tsx') },
      { path: 'activities', lazy: () => import('../routes/admin-activities-page.tsx') },
      { path: 'activities/:activityId', lazy: () => import('../routes/admin-activity-page.tsx') },
      { path: 'sessions', lazy: () => import('../routes/admin-sessions-page.tsx') },
      { path: 'reports', lazy: () => import('../routes/admin-reports-page.tsx') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
