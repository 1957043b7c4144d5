/**
 * Where a successful login or registration goes (SPEC section 4, 'Login redirect'): the
 * membership named in the login URL; else the redirect stored when a protected page sent the
 * visitor to log in; else the membership stored from an earlier visit; else the activities.
 */

export interface LoginRedirectInput {
  /** The login page's `membershipId` query parameter. */
  membershipId?: string | number | null | undefined;
  /** The path stored when a protected page sent the visitor to log in. */
  storedRedirect?: string | null | undefined;
  /** The membership id stored from an earlier visit. */
  storedMembershipId?: string | number | null | undefined;
}

const ACTIVITIES_PATH = '/activities';

function membershipPath(id: string | number | null | undefined): string | null {
  const text = String(id ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(text) ? `/memberships/${text}` : null;
}

/**
 * A stored redirect is followed only when it is a path of this site: it starts with one '/',
 * and neither a second slash nor a backslash can make the browser read it as another host.
 */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\\\s]/.test(path) || path.includes('://')) return false;
  // Back to the login or logout page would loop.
  return !/^\/member\/(login|logout)(?:[/?#]|$)/.test(path);
}

export function loginRedirect(input: LoginRedirectInput): string {
  return (
    membershipPath(input.membershipId) ??
    (isSafeRedirectPath(input.storedRedirect) ? input.storedRedirect : null) ??
    membershipPath(input.storedMembershipId) ??
    ACTIVITIES_PATH
  );
}
