import { memberTexts } from '@shop/core/member-api';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { MemberLoginState } from '../lib/login-destination.ts';
import { forgetMemberToken, storeLoginRedirect } from '../lib/member-session.ts';

/**
 * What to do when the server no longer knows the session: log out here too, and log in again,
 * coming back to this page afterwards.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown) => {
      // The server refused the session token (expired, or ended by a password reset).
      if (!(error instanceof ApiError && error.status === 401)) return false;
      forgetMemberToken();
      storeLoginRedirect(`${pathname}${search}`);
      const state: MemberLoginState = { notice: memberTexts.loginRequired };
      void navigate(paths.memberLogin.getHref(), { replace: true, state });
      return true;
    },
    [navigate, pathname, search],
  );
}
