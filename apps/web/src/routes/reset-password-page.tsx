import { titled } from '../app/page-meta.ts';
import { memberTexts } from '@shop/core/member-api';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { AuthCard } from '../features/members/components/auth-card.tsx';
import { ResetPasswordForm } from '../features/members/components/reset-password-form.tsx';
import type { MemberLoginState } from '../features/members/lib/login-destination.ts';

/** `/reset-password?token=`: choose a new password with the e-mailed link (SPEC sections 2, 8). */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();

  const showLogin = () => {
    const state: MemberLoginState = { notice: memberTexts.resetSucceeded };
    void navigate(paths.memberLogin.getHref(), { replace: true, state });
  };

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Reset Password" />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-xl space-y-6">
          {token ? (
            <AuthCard title="Choose a new password">
              <ResetPasswordForm token={token} onReset={showLogin} />
            </AuthCard>
          ) : (
            // Without a token there is nothing to reset: the link was cut short or mistyped.
            <Alert tone="error" title={memberTexts.resetFailed}>
              <TextLink to={paths.memberLookup.getHref()}>Request a new reset link</TextLink>
            </Alert>
          )}
          <p className="text-center text-[0.9375rem] text-navy-900">
            <TextLink to={paths.memberLogin.getHref()}>Back to Member Login</TextLink>
          </p>
        </div>
      </Container>
    </>
  );
}

export const meta = titled('Reset Password');
