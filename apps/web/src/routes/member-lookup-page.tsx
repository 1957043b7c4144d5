import { titled } from '../app/page-meta.ts';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { AuthCard } from '../features/members/components/auth-card.tsx';
import { LookupForm } from '../features/members/components/lookup-form.tsx';

/** `/member/lookup`: ask for a password reset link (SPEC sections 2 and 8). */
export default function MemberLookupPage() {
  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Forgot Password" />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-xl space-y-6">
          <AuthCard
            title="Reset your password"
            description="Enter the email address of your account and we will send you a link to choose a new password."
          >
            <LookupForm />
          </AuthCard>
          <p className="text-center text-[0.9375rem] text-navy-900">
            Remembered it?{' '}
            <TextLink to={paths.memberLogin.getHref()}>Back to Member Login</TextLink>
          </p>
        </div>
      </Container>
    </>
  );
}

export const meta = titled('Forgot Password');
