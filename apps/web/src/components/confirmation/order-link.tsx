import { ArrowRightIcon } from '../ui/icons.tsx';
import { TextLink } from '../ui/text-link.tsx';

/**
 * The order's own address for a buyer without a password (decision 035): its token is the
 * capability, so the link opens the order again later, as the e-mail's 'View Your Order' does.
 */
export function OrderLink({ href }: { href: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white p-4 text-[0.9375rem] text-navy-900 ring-1 ring-navy-900/10 ring-inset sm:p-5">
      <span>Keep this link to come back to your order; no password is needed.</span>
      <TextLink to={href} className="inline-flex items-center gap-1">
        View Your Order
        <ArrowRightIcon className="size-4" />
      </TextLink>
    </p>
  );
}
