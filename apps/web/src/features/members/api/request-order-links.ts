/** `POST /ticketing/order-links`: e-mails the address a link to each ticket order booked with it. */
import type { orderLinksResponseSchema, OrderLinksBody } from '@shop/core/account-orders-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export function useRequestOrderLinks() {
  return useMutation({
    mutationFn: async (values: OrderLinksBody) => {
      const response = await apiSend<typeof orderLinksResponseSchema>(
        'POST',
        '/ticketing/order-links',
        { body: values },
      );
      return response.data.message;
    },
  });
}
