import { titled, type PageHandle } from '../app/page-meta.ts';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import { useParams } from 'react-router';
import { CartScreen } from './cart-page.tsx';

/**
 * `/orders/{orderToken}/edit`: opens a change to a paid order and shows its cart in edit mode
 * (SPEC sections 2 and 4), with loaders until the order, its cart and activities are in.
 */
export function OrderEditPage() {
  const { orderToken = '' } = useParams();
  return <CartScreen orderToken={orderToken} />;
}

export const meta = titled(chooseTicketsTexts.editHeading);

export const handle: PageHandle = { rendersInBrowser: true };

export default OrderEditPage;
