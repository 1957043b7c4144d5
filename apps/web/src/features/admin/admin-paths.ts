/** The back office's pages (issue 14), all under `/admin` and loaded apart from the shop. */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  twoFactor: '/admin/two-factor',
  staff: '/admin/staff',
  auditLog: '/admin/audit-log',
} as const;

/** Where to go after login: a `next` inside the back office, else its home. */
export function safeAdminNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith(adminPaths.login))
    return adminPaths.home;
  return next;
}
