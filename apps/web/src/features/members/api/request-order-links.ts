/** `POST /ticketing/order-links`: e-mails the address a link to each ticket order booked with it. */
import { orderLinksResponseSchema, type OrderLinksBody } from '@shop/core/account-orders-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export async function requestOrderLinks(values: OrderLinksBody): Promise<string> {
  const response = await apiSend('POST', '/ticketing/order-links', orderLinksResponseSchema, {
    body: values,
  });
  return response.data.message;
}

export function useRequestOrderLinks() {
  return useMutation({ mutationFn: requestOrderLinks });
}
