/**
 * The logged-in account's own changes (decisions 040, 060, 080): logging out, the two-factor
 * setup, new recovery codes, and its password, set through a link or changed.
 */
import type {
  passwordLinkResponseSchema,
  recoveryCodesResponseSchema,
  staffMessageResponseSchema,
  totpEnrolmentResponseSchema,
  ChangeOwnPasswordBody,
  SetStaffPasswordBody,
} from '@shop/core/staff-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminPaths } from '../../admin-shared/admin-paths.ts';
import { adminSend, staffSessionKey } from '../../admin-shared/api/admin-session.ts';

/** 'Log out' (this session) or 'Log out everywhere' (every session of the account). */
export function useStaffLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      adminSend<typeof staffMessageResponseSchema>(
        'DELETE',
        everywhere ? '/admin/sessions' : '/admin/session',
      ),
    // A read of the session under way (after two-factor is turned on, say) would answer 'no
    // session' once this one is gone, while the layout is still on screen: it is called off.
    onMutate: () => queryClient.cancelQueries({ queryKey: staffSessionKey }),
    // To the login page before the session is forgotten: the back office's layout, finding no
    // session while still on screen, would send its page along as the one to come back to. The
    // login page is shown at once (`flushSync`), not in a transition that could still be pending
    // when the session is forgotten below (seen on a slow machine).
    onSuccess: async () => {
      await navigate(adminPaths.login, { flushSync: true });
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(staffSessionKey, null);
    },
  });
}

export async function startTwoFactor() {
  return adminSend<typeof totpEnrolmentResponseSchema>('POST', '/admin/two-factor');
}

/** New recovery codes for the logged-in account; the proof is its password or an app code. */
export async function renewRecoveryCodes(proof: string) {
  return (
    await adminSend<typeof recoveryCodesResponseSchema>(
      'POST',
      '/admin/two-factor/recovery-codes',
      {
        proof,
      },
    )
  ).recoveryCodes;
}

export async function confirmTwoFactor(code: string) {
  return (
    await adminSend<typeof recoveryCodesResponseSchema>('POST', '/admin/two-factor/confirm', {
      code,
    })
  ).recoveryCodes;
}

/** Whose set-your-password link a token is; a used or expired link is an ApiError (422). */
export async function lookUpPasswordLink(token: string) {
  return adminSend<typeof passwordLinkResponseSchema>('POST', '/admin/password-link', {
    token,
  });
}

/** Sets the password through the link's token, once. */
export async function setPasswordWithLink(body: SetStaffPasswordBody) {
  return adminSend<typeof staffMessageResponseSchema>('POST', '/admin/password', body);
}

/** Changes the logged-in account's password; its other sessions end. */
export async function changeOwnPassword(body: ChangeOwnPasswordBody) {
  return adminSend<typeof staffMessageResponseSchema>('POST', '/admin/account/password', body);
}
