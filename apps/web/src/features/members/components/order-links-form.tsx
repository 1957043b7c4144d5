import { zodResolver } from '@hookform/resolvers/zod';
import { accountOrdersTexts, orderLinksBodySchema } from '@shop/core/account-orders-api';
import { useRequestOrderLinks } from '../api/request-order-links.ts';
import { emailField } from '../lib/member-fields.ts';
import { describeOrderLinksFailure } from '../lib/member-messages.ts';
import { RequestForm } from './request-form.tsx';

/**
 * "E-mail me my order links" (decision 092): the address the tickets were booked with. The
 * answer says the same whether or not it has orders; a refusal (too many requests) says why.
 */
export function OrderLinksForm() {
  const requestLinks = useRequestOrderLinks();
  return (
    <RequestForm
      resolver={zodResolver(orderLinksBodySchema)}
      defaultValues={{ email: '' }}
      fields={[emailField]}
      submitLabel={accountOrdersTexts.linksSubmit}
      pendingLabel="Sending…"
      send={async (values) => ({
        tone: 'info',
        title: await requestLinks.mutateAsync(values),
        children: 'If it does not come, look in your spam folder too.',
      })}
      describeFailure={(error) => ({ tone: 'error', title: describeOrderLinksFailure(error) })}
    />
  );
}
