import { redirect } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { paths } from '../config/paths.ts';
import { logOut } from '../features/members/api/log-out.ts';
import { clearMemberSession, readMemberSession } from '../features/members/lib/member-session.ts';
import { removeStored, storageKeys } from '../lib/storage.ts';

/**
 * `/member/logout`: clears the member session with its membership and order details, ends the
 * session on the server too (without waiting for it), then goes to the login page.
 */
export function clientLoader() {
  const token = readMemberSession()?.token;
  clearMemberSession();
  removeStored(storageKeys.membershipId, storageKeys.loginRedirect);
  // The visitor is logged out here whatever the server answers; a lost call only leaves a
  // token that expires on its own.
  if (token) void logOut(token).catch(() => undefined);
  return redirect(paths.memberLogin.getHref());
}

/** The server cannot end a session it does not see: the browser logs out. */
export const HydrateFallback = AppLoading;

export default function MemberLogout() {
  return null;
}
