/** The back office's pages (issue 14), all under `/admin` and loaded apart from the shop. */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  setPassword: '/admin/set-password',
  password: '/admin/password',
  twoFactor: '/admin/two-factor',
  staff: '/admin/staff',
  auditLog: '/admin/audit-log',
  coupons: '/admin/coupons',
  memberships: '/admin/memberships',
  checkIn: '/admin/check-in',
  orders: '/admin/orders',
  members: '/admin/members',
  venues: '/admin/venues',
  activities: '/admin/activities',
  newActivity: '/admin/activities/new',
  sessions: '/admin/sessions',
  walkUp: '/admin/walk-up',
  cashOwed: '/admin/cash-owed',
  dayClose: '/admin/day-close',
  reports: '/admin/reports',
} as const;

/** The back office's page of one order. */
export const adminOrderPath = (id: number) => `${adminPaths.orders}/${id}`;

/** A session's printable guest list (decision 084). */
export const adminGuestListPath = (sessionId: number) => `/admin/sessions/${sessionId}/guests`;

/** The back office's page of one member. */
export const adminMemberPath = (id: number) => `${adminPaths.members}/${id}`;

/** An activity's editor in the back office. */
export const adminActivityPath = (id: number) => `${adminPaths.activities}/${id}`;

/** Where to go after login: a `next` inside the back office, else its home. */
export function safeAdminNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith(adminPaths.login))
    return adminPaths.home;
  return next;
}
