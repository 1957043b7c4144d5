/**
 * The member's own pages (the account, issue 31): only a logged-in member. The member session is
 * in the browser's storage, so the server sends the page's loading state and the browser checks.
 */
import { Outlet } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { requireMember } from '../features/members/lib/member-session.ts';
import type { PageHandle } from '../app/page-meta.ts';

export const clientLoader = requireMember({ allowsGuest: false });
export const HydrateFallback = AppLoading;

export const handle: PageHandle = { rendersInBrowser: true };

export default function LoggedInMemberLayout() {
  return <Outlet />;
}
