import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { cartScreenTexts } from '../texts.ts';

/**
 * Where a cart already ordered went (decision 107): the cart and the checkout asked for with an
 * ordered cart's token (reloaded after the order's answer was lost, or reached again by the
 * browser's Back) lead to the order instead of an empty cart to buy again from.
 */
export function PlacedOrderNotice({ orderToken }: { orderToken: string }) {
  return (
    <Alert tone="info" role="status" title={cartScreenTexts.orderPlaced}>
      <TextLink to={paths.orderConfirmation.getHref(orderToken)}>
        {cartScreenTexts.viewOrder}
      </TextLink>
    </Alert>
  );
}
