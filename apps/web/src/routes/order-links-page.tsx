import { titled } from '../app/page-meta.ts';
import { accountOrdersTexts } from '@shop/core/account-orders-api';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { AuthCard } from '../features/members/components/auth-card.tsx';
import { OrderLinksForm } from '../features/members/components/order-links-form.tsx';

/**
 * `/member/order-links`: a visitor without an account asks for a link to each of their ticket
 * orders by e-mail (issue 31, decision 092). Reached from the member login page.
 */
export default function OrderLinksPage() {
  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title={accountOrdersTexts.linksTitle} />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-xl space-y-6">
          <AuthCard title="E-mail me my order links" description={accountOrdersTexts.linksIntro}>
            <OrderLinksForm />
          </AuthCard>
          <p className="text-center text-[0.9375rem] text-navy-900">
            Have an account?{' '}
            <TextLink to={paths.memberLogin.getHref()}>Log in to see your orders</TextLink>
          </p>
        </div>
      </Container>
    </>
  );
}

export const meta = titled(accountOrdersTexts.linksTitle);
