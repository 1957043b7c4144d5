/**
 * The 'order-confirmation' message: the e-mail of SPEC section 2's confirmation page with the
 * tickets PDF attached, for an order id queued in the outbox when the order was written.
 */
import { paymentChangeCentsSchema, type Order } from '@shop/core/order-api';
import { z } from 'zod';
import { toConfirmationView, type Brand, type OrderMoney } from './confirmation-view.ts';
import { UndeliverableMessageError, type MailMessage } from './mail-port.ts';
import type { NotificationsRepository } from './notifications-repository.ts';
import { renderConfirmation, type RenderConfirmation } from './render-confirmation.ts';

export const orderConfirmationPayloadSchema = z.object({
  orderId: z.number().int().positive(),
  /** Queued by a change to the order: what that change charged or refunded, in cents. */
  change: paymentChangeCentsSchema.optional(),
});

export function createOrderConfirmation(options: {
  /** The order in its API shape and its money in cents, or undefined when there is none. */
  readOrder: (orderId: number) => Promise<{ order: Order; money: OrderMoney } | undefined>;
  repository: NotificationsRepository;
  brand: Brand;
  /** Where the e-mail parts are rendered: inline by default, the render thread in the worker. */
  render?: RenderConfirmation;
}) {
  const render = options.render ?? renderConfirmation;
  return {
    /** Builds the confirmation e-mail with its tickets PDF for an outbox payload. */
    async buildMessage(payload: unknown): Promise<MailMessage> {
      const parsed = orderConfirmationPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        throw new UndeliverableMessageError(
          `Bad order-confirmation payload: ${JSON.stringify(payload)}`,
        );
      }
      const found = await options.readOrder(parsed.data.orderId);
      if (!found)
        throw new UndeliverableMessageError(`Order ${parsed.data.orderId} does not exist`);
      const { order, money } = found;
      const places = await options.repository.findSessionPlaces(
        order.cart.lineItems.map((line) => line.eventId),
      );
      const view = toConfirmationView(
        order,
        money,
        places,
        options.brand,
        parsed.data.change ?? null,
      );
      const rendered = await render(view);
      return {
        to: order.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        attachments: [
          { filename: view.ticketsFilename, contentType: 'application/pdf', content: rendered.pdf },
        ],
      };
    },
  };
}

export type OrderConfirmation = ReturnType<typeof createOrderConfirmation>;
