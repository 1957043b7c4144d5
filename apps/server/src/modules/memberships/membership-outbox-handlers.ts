/**
 * The outbox kinds of member accounts and memberships: 'password-reset', 'registration-attempt',
 * 'membership-confirmation' and 'guest-order-for-account', sent through the notifications
 * module's mailer.
 */
import { z } from 'zod';
import { shopDateAt } from '@shop/core/shop-time';
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { UndeliverableMessageError, type Mailer } from '../notifications/index.ts';
import { readPassCards, renderPassCardsWithPhotos } from '../passes/index.ts';
import type { OutboxHandler } from '../../worker/deliver-outbox.ts';
import {
  buildPasswordResetMessage,
  buildRegistrationAttemptMessage,
  createMembersRepository,
} from '../members/index.ts';
import {
  buildGuestOrderNotice,
  guestOrderNoticePayloadSchema,
} from './guest-order-notice-email.ts';
import { buildMembershipConfirmation } from './membership-confirmation-email.ts';
import { createMembershipOrderView } from './membership-order-view.ts';
import { createMembershipsRepository } from './memberships-repository.ts';

export type MembershipMailSettings = Pick<
  Settings,
  'FOUNDATION_NAME' | 'FOUNDATION_SHORT_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'DISPLAY_WAIVERS'
>;

const confirmationPayloadSchema = z.object({ membershipOrderId: z.number().int().positive() });

export function createMembershipOutboxHandlers(options: {
  db: Database;
  settings: MembershipMailSettings;
  mailer: Mailer;
  clock?: () => Date;
}): Record<string, OutboxHandler> {
  const { db, settings, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const brand = {
    foundationName: settings.FOUNDATION_NAME,
    foundationShortName: settings.FOUNDATION_SHORT_NAME,
    supportEmail: settings.SUPPORT_EMAIL,
    publicUrl: settings.PUBLIC_URL,
  };
  const repository = createMembershipsRepository(db);
  const membersRepository = createMembersRepository(db);
  const toOrder = createMembershipOrderView({
    repository,
    displayWaivers: settings.DISPLAY_WAIVERS,
  });

  return {
    'password-reset': async (payload) => {
      await mailer.send(buildPasswordResetMessage(payload, brand, clock));
    },
    'registration-attempt': async (payload) => {
      await mailer.send(buildRegistrationAttemptMessage(payload, brand));
    },
    'membership-confirmation': async (payload) => {
      const parsed = confirmationPayloadSchema.safeParse(payload);
      if (!parsed.success)
        throw new UndeliverableMessageError('Bad membership-confirmation payload');
      const row = await repository.findOrderById(parsed.data.membershipOrderId);
      if (!row)
        throw new UndeliverableMessageError(
          `Membership order ${parsed.data.membershipOrderId} does not exist`,
        );
      const order = await toOrder(row);
      // Each pass holder's card, to print or keep on a phone (issue 31).
      const cards = await readPassCards(
        db,
        order.members.map((member) => member.id),
        shopDateAt(clock()),
      );
      const message = buildMembershipConfirmation(order, row, brand);
      if (cards.length > 0) {
        message.attachments.push({
          filename: `membership-cards-${order.receipt}.pdf`,
          contentType: 'application/pdf',
          content: await renderPassCardsWithPhotos(db, cards, brand),
        });
      }
      await mailer.send(message);
    },
    'guest-order-for-account': async (payload) => {
      const parsed = guestOrderNoticePayloadSchema.safeParse(payload);
      if (!parsed.success)
        throw new UndeliverableMessageError('Bad guest-order-for-account payload');
      const row = await repository.findOrderById(parsed.data.membershipOrderId);
      const owner = await membersRepository.findCredentialByEmail(parsed.data.email);
      // An account closed since has nobody left to tell.
      if (!row || !owner)
        throw new UndeliverableMessageError('The order or the account no longer exists');
      await mailer.send(
        buildGuestOrderNotice(
          await toOrder(row),
          { email: owner.email, firstName: owner.firstName },
          brand,
        ),
      );
    },
  };
}
