/**
 * The 'order-confirmation' message: the e-mail of SPEC section 2's confirmation page with the
 * tickets PDF attached, for an order id queued in the outbox when the order was written.
 */
import {
  paymentChangeCentsSchema,
  type Order,
  type PaymentChangeCents,
} from '@shop/core/order-api';
import { z } from 'zod';
import { toConfirmationView, type Brand, type OrderMoney } from './confirmation-view.ts';
import { UndeliverableMessageError, type MailMessage } from './mail-port.ts';
import type { NotificationsRepository } from './notifications-repository.ts';
import { renderConfirmation, type RenderConfirmation } from './render-confirmation.ts';
import { renderTicketsPdf } from './tickets-pdf.ts';

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
  /** The order's confirmation as its e-mail and tickets show it, or undefined without it. */
  async function viewOf(orderId: number, change: PaymentChangeCents | null) {
    const found = await options.readOrder(orderId);
    if (!found) return undefined;
    const { order, money } = found;
    const places = await options.repository.findSessionPlaces(
      order.cart.lineItems.map((line) => line.eventId),
    );
    const codes = await options.repository.findTicketCodes(orderId);
    return { order, view: toConfirmationView(order, money, places, options.brand, change, codes) };
  }
  return {
    /** Builds the confirmation e-mail with its tickets PDF for an outbox payload. */
    async buildMessage(payload: unknown): Promise<MailMessage> {
      const parsed = orderConfirmationPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        throw new UndeliverableMessageError(
          `Bad order-confirmation payload: ${JSON.stringify(payload)}`,
        );
      }
      const found = await viewOf(parsed.data.orderId, parsed.data.change ?? null);
      if (!found)
        throw new UndeliverableMessageError(`Order ${parsed.data.orderId} does not exist`);
      const { order, view } = found;
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
    /** The tickets PDF the e-mail attaches, for the box office to print (decision 059). */
    async renderTickets(orderId: number): Promise<{ filename: string; pdf: Buffer } | undefined> {
      const found = await viewOf(orderId, null);
      if (!found) return undefined;
      return { filename: found.view.ticketsFilename, pdf: await renderTicketsPdf(found.view) };
    },
  };
}

export type OrderConfirmation = ReturnType<typeof createOrderConfirmation>;
