import { titled } from '../app/page-meta.ts';
import { accountOrdersTexts } from '@shop/core/account-orders-api';
import { memberTexts } from '@shop/core/member-api';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { AuthCard } from '../features/members/components/auth-card.tsx';
import { FormMessage } from '../features/members/components/form-message.tsx';
import { GuestCheckoutCard } from '../features/members/components/guest-checkout-card.tsx';
import { LoginForm } from '../features/members/components/login-form.tsx';
import { RegistrationForm } from '../features/members/components/registration-form.tsx';
import type { FormAnswer } from '../features/members/components/request-form.tsx';
import { useFocusOnChange } from '../features/members/hooks/use-focus-on-change.ts';
import {
  isMembershipDestination,
  takeLoginDestination,
  useLoginDestination,
  type MemberLoginState,
} from '../features/members/lib/login-destination.ts';
import { startGuestCheckout, useMemberSession } from '../features/members/lib/member-session.ts';

/** `/member/login?membershipId=`: log in, register, or check out as a guest (SPEC section 2). */
export default function MemberLoginPage() {
  const [searchParams] = useSearchParams();
  const membershipIdParam = searchParams.get('membershipId');
  const navigate = useNavigate();
  const notice = (useLocation().state as MemberLoginState | null)?.notice;
  const { session, isLoggedIn } = useMemberSession();
  const [registrationAnswer, setRegistrationAnswer] = useState<FormAnswer | null>(null);
  const registrationAnswerRef = useFocusOnChange(registrationAnswer);
  const destination = useLoginDestination(membershipIdParam);

  const continueOn = () => {
    void navigate(takeLoginDestination(membershipIdParam), { replace: true });
  };
  const showRegistrationAnswer = (answer: FormAnswer) => {
    window.scrollTo({ top: 0 });
    setRegistrationAnswer(answer);
  };

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Member Login">
        Log in to buy or renew a membership, or create an account in a minute.
      </PageHero>
      <Container className="space-y-6 py-8 sm:py-10">
        {registrationAnswer ? (
          <FormMessage ref={registrationAnswerRef} headingLevel={2} {...registrationAnswer} />
        ) : null}
        {notice ? <Alert tone="info" role="status" title={notice} /> : null}
        {isLoggedIn && session ? (
          <Alert
            tone="info"
            title={`You are logged in as ${session.primaryMember.firstName} ${session.primaryMember.lastName}.`}
          >
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <TextLink to={destination}>Continue</TextLink>
              <TextLink to={paths.memberLogout.getHref()}>Log out</TextLink>
            </p>
          </Alert>
        ) : null}
        <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <div className="space-y-6">
            <AuthCard title="Log In" description="Welcome back. Log in with your email address.">
              <LoginForm onLoggedIn={continueOn} />
            </AuthCard>
            {isMembershipDestination(destination) ? (
              <GuestCheckoutCard
                onContinue={() => {
                  startGuestCheckout();
                  continueOn();
                }}
              />
            ) : null}
          </div>
          <AuthCard
            title="Create an Account"
            description="New here? Create an account to buy a membership and manage your household's passes."
          >
            <RegistrationForm
              onRegistered={() => {
                setRegistrationAnswer(null);
                continueOn();
              }}
              onFailure={(message) => showRegistrationAnswer({ tone: 'error', title: message })}
              onMailed={(email) =>
                showRegistrationAnswer({
                  tone: 'info',
                  title: memberTexts.registrationMailedTitle,
                  children: memberTexts.registrationMailed(email),
                })
              }
            />
          </AuthCard>
        </div>
        <p className="text-center text-[0.9375rem] text-navy-900">
          <TextLink to={paths.orderLinks.getHref()}>{accountOrdersTexts.linksFromLogin}</TextLink>
        </p>
      </Container>
    </>
  );
}

export const meta = titled('Member Login');
