/**
 * What each outbox kind does, wired from the modules. The confirmation reads the order through
 * the same order view as the API, so the e-mail says what the confirmation page says.
 */
import { shopDateAt } from '@shop/core/shop-time';
import type { Settings } from '../config/settings.ts';
import type { Database } from '../db/database.ts';
import { createCartsRepository } from '../modules/carts/carts-repository.ts';
import { createPricedCartViewer } from '../modules/carts/carts-mappers.ts';
import type { Mailer } from '../modules/notifications/mailer.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications-repository.ts';
import { renderConfirmationInThread } from '../modules/notifications/confirmation-renderer.ts';
import { moneyOfOrder } from '../modules/notifications/confirmation-view.ts';
import { createOrderConfirmation } from '../modules/notifications/order-confirmation.ts';
import { createRefundNotice } from '../modules/notifications/refund-notice.ts';
import type { RenderConfirmation } from '../modules/notifications/render-confirmation.ts';
import {
  buildOrder,
  buildOrderLinksMessage,
  createOrdersRepository,
  ORDER_LINKS_KIND,
} from '../modules/orders/index.ts';
import { createMembershipOutboxHandlers } from '../modules/memberships/membership-outbox-handlers.ts';
import { buildRenewalReminder, RENEWAL_REMINDER_KIND } from '../modules/passes/index.ts';
import { createStaffOutboxHandlers } from '../modules/staff/index.ts';
import {
  buildWaitlistClosedMessage,
  buildWaitlistJoinedMessage,
  buildWaitlistOfferMessage,
  WAITLIST_CLOSED_KIND,
  WAITLIST_JOINED_KIND,
  WAITLIST_OFFER_KIND,
} from '../modules/waitlist/index.ts';
import { createCatalogueRepository } from '../modules/catalogue/catalogue-repository.ts';
import { createOfferReader } from '../modules/catalogue/read-offer.ts';
import type { OutboxHandler } from './deliver-outbox.ts';

export type OutboxSettings = Pick<
  Settings,
  'FOUNDATION_NAME' | 'FOUNDATION_SHORT_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'DISPLAY_WAIVERS'
>;

/** The foundation as the plain e-mails sign them. */
const brandOf = (settings: OutboxSettings) => ({
  foundationName: settings.FOUNDATION_NAME,
  supportEmail: settings.SUPPORT_EMAIL,
  publicUrl: settings.PUBLIC_URL,
});

/** An order as its confirmation shows it: the API shape, and its money in cents. */
function createOrderReader(db: Database, settings: OutboxSettings, clock: () => Date) {
  const repository = createOrdersRepository(db);
  const viewPricedCart = createPricedCartViewer(createCartsRepository(db), clock);
  return async (orderId: number) => {
    const row = await repository.findOrderWithCart(orderId);
    if (!row) return undefined;
    const [priced, waivers] = await Promise.all([
      viewPricedCart(row.cart),
      repository.findWaiversOfCart(row.order.cartId),
    ]);
    return {
      order: buildOrder(row.order, priced.cart, waivers, settings.DISPLAY_WAIVERS),
      money: moneyOfOrder(row.order, priced.pricing),
    };
  };
}

/** The order confirmation from the settings: its e-mail, and its tickets PDF on its own. */
export function createOrderConfirmationFromSettings(
  db: Database,
  settings: OutboxSettings,
  clock: () => Date,
  render?: RenderConfirmation,
) {
  return createOrderConfirmation({
    readOrder: createOrderReader(db, settings, clock),
    repository: createNotificationsRepository(db),
    brand: {
      foundationName: settings.FOUNDATION_NAME,
      foundationShortName: settings.FOUNDATION_SHORT_NAME,
      supportEmail: settings.SUPPORT_EMAIL,
      publicUrl: settings.PUBLIC_URL,
    },
    ...(render ? { render } : {}),
  });
}

export function createOutboxHandlers(options: {
  db: Database;
  settings: OutboxSettings;
  mailer: Mailer;
  clock?: () => Date;
}): Record<string, OutboxHandler> {
  const { db, settings, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  // The PDF and HTML are rendered off the request thread (confirmation-renderer.ts).
  const confirmation = createOrderConfirmationFromSettings(
    db,
    settings,
    clock,
    renderConfirmationInThread,
  );
  const refundNotice = createRefundNotice({
    db,
    brand: {
      foundationName: settings.FOUNDATION_NAME,
      supportEmail: settings.SUPPORT_EMAIL,
      publicUrl: settings.PUBLIC_URL,
    },
  });
  const waitlist = {
    db,
    readOffer: createOfferReader(createCatalogueRepository(db), clock),
    clock,
  };
  return {
    'order-confirmation': async (payload) => {
      await mailer.send(await confirmation.buildMessage(payload));
    },
    'order-refund': async (payload) => {
      await mailer.send(await refundNotice.buildMessage(payload));
    },
    [ORDER_LINKS_KIND]: async (payload) => {
      await mailer.send(await buildOrderLinksMessage(db, payload, brandOf(settings)));
    },
    [WAITLIST_JOINED_KIND]: async (payload) => {
      await mailer.send(await buildWaitlistJoinedMessage(waitlist, payload, brandOf(settings)));
    },
    [WAITLIST_CLOSED_KIND]: async (payload) => {
      await mailer.send(buildWaitlistClosedMessage(payload, brandOf(settings)));
    },
    [WAITLIST_OFFER_KIND]: async (payload) => {
      await mailer.send(await buildWaitlistOfferMessage(waitlist, payload, brandOf(settings)));
    },
    [RENEWAL_REMINDER_KIND]: async (payload) => {
      const brand = brandOf(settings);
      await mailer.send(await buildRenewalReminder(db, payload, brand, shopDateAt(clock())));
    },
    ...createMembershipOutboxHandlers({ db, settings, mailer, clock }),
    ...createStaffOutboxHandlers({ settings, mailer, clock }),
  };
}
