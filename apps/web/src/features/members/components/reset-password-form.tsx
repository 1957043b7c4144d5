import { zodResolver } from '@hookform/resolvers/zod';
import { memberTexts, resetPasswordFormSchema } from '@shop/core/member-api';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { newPasswordFields } from '../lib/member-fields.ts';
import { RequestForm } from './request-form.tsx';

/** Reset password (SPEC section 5): the new password, twice, with the e-mailed token. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const resetPassword = useResetPassword();
  return (
    <RequestForm
      resolver={zodResolver(resetPasswordFormSchema)}
      defaultValues={{ password: '', passwordConfirmation: '' }}
      fields={newPasswordFields({ password: 'New password', confirmation: 'Confirm new password' })}
      submitLabel="Reset Password"
      pendingLabel="Resetting your password…"
      send={async (values) => {
        await resetPassword.mutateAsync({ ...values, token });
        onReset();
        return null;
      }}
      describeFailure={() => ({
        tone: 'error',
        title: memberTexts.resetFailed,
        children: <TextLink to={paths.memberLookup.getHref()}>Request a new reset link</TextLink>,
      })}
    />
  );
}
