/**
 * The membership pages but not-found: a logged-in member or a guest checkout (SPEC section 2).
 * Both are in the browser's storage, so the server sends the page's loading state and the
 * browser checks.
 */
import { Outlet } from 'react-router';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { requireMemberLoader } from '../features/members/lib/member-session.ts';

export const clientLoader = requireMemberLoader;
export const HydrateFallback = PageLoading;

export default function MemberOrGuestLayout() {
  return <Outlet />;
}
