/** Wires the member account and membership services from the settings (used by app.ts). */
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import type { CouponsRepository } from '../coupons/index.ts';
import {
  createLoginRateLimiter,
  createMembersRepository,
  createMembersService,
} from '../members/index.ts';
import { noFailpoint, type Failpoint, type PaymentGateway } from '../payments/index.ts';
import { createSubmissionStore } from '../sales/index.ts';
import { createCaptchaCheck } from '../verification/index.ts';
import type { MembershipOrderDeps } from './membership-order-deps.ts';
import { createMembershipsRepository } from './memberships-repository.ts';
import { createOrderInfoPricer } from './price-order-info.ts';

export function createMembershipServices(options: {
  db: Database;
  settings: Settings;
  clock: () => Date;
  gateway: PaymentGateway;
  couponsRepository: CouponsRepository;
  failpoint?: Failpoint | undefined;
}) {
  const { db, settings, clock, gateway, couponsRepository } = options;
  const membersRepository = createMembersRepository(db);
  const repository = createMembershipsRepository(db);
  const pricer = createOrderInfoPricer({ repository, membersRepository, couponsRepository, clock });
  const verifyCaptcha = createCaptchaCheck(settings);
  return {
    members: createMembersService({
      repository: membersRepository,
      rateLimiter: createLoginRateLimiter(settings, db, clock),
      clock,
      sessionDays: settings.MEMBER_SESSION_DAYS,
      passwordResetMinutes: settings.PASSWORD_RESET_MINUTES,
      publicUrl: settings.PUBLIC_URL,
      verifyCaptcha,
    }),
    memberships: { repository, pricer, clock },
    couponsRepository,
    membershipOrders: {
      repository,
      membersRepository,
      pricer,
      gateway,
      clock,
      verifyCaptcha,
      supportEmail: settings.SUPPORT_EMAIL,
      displayWaivers: settings.DISPLAY_WAIVERS,
      submissions: createSubmissionStore(db, 'membership_order_submissions'),
      failpoint: options.failpoint ?? noFailpoint,
    } satisfies MembershipOrderDeps,
  };
}
