/**
 * What each outbox kind does, wired from the modules. The confirmation reads the order through
 * the same order view as the API, so the e-mail says what the confirmation page says.
 */
import type { Order } from '@shop/core/order-api';
import type { Settings } from '../config/settings.ts';
import type { Database } from '../db/database.ts';
import { createCartsRepository } from '../modules/carts/carts-repository.ts';
import { createCartViewer } from '../modules/carts/carts-mappers.ts';
import type { Mailer } from '../modules/notifications/mailer.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications-repository.ts';
import { renderConfirmationInThread } from '../modules/notifications/confirmation-renderer.ts';
import { createOrderConfirmation } from '../modules/notifications/order-confirmation.ts';
import { createOrdersRepository, createOrderView } from '../modules/orders/index.ts';
import { createMembershipOutboxHandlers } from '../modules/memberships/membership-outbox-handlers.ts';
import type { OutboxHandler } from './deliver-outbox.ts';

export type OutboxSettings = Pick<
  Settings,
  'FOUNDATION_NAME' | 'FOUNDATION_SHORT_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'DISPLAY_WAIVERS'
>;

function createOrderReader(db: Database, settings: OutboxSettings, clock: () => Date) {
  const repository = createOrdersRepository(db);
  const toOrder = createOrderView({
    repository,
    viewCart: createCartViewer(createCartsRepository(db), clock),
    displayWaivers: settings.DISPLAY_WAIVERS,
  });
  return async (orderId: number): Promise<Order | undefined> => {
    const row = await repository.findOrderWithCart(orderId);
    return row ? toOrder(row.order, row.cart) : undefined;
  };
}

export function createOutboxHandlers(options: {
  db: Database;
  settings: OutboxSettings;
  mailer: Mailer;
  clock?: () => Date;
}): Record<string, OutboxHandler> {
  const { db, settings, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const confirmation = createOrderConfirmation({
    readOrder: createOrderReader(db, settings, clock),
    repository: createNotificationsRepository(db),
    brand: {
      foundationName: settings.FOUNDATION_NAME,
      foundationShortName: settings.FOUNDATION_SHORT_NAME,
      supportEmail: settings.SUPPORT_EMAIL,
      publicUrl: settings.PUBLIC_URL,
    },
    // The PDF and HTML are rendered off the request thread (confirmation-renderer.ts).
    render: renderConfirmationInThread,
  });
  return {
    'order-confirmation': async (payload) => {
      await mailer.send(await confirmation.buildMessage(payload));
    },
    ...createMembershipOutboxHandlers({ db, settings, mailer, clock }),
  };
}
