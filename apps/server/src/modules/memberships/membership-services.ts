/** Wires the member account and membership services from the settings (used by app.ts). */
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import type { CouponsRepository } from '../coupons/index.ts';
import {
  createAuthRateLimiter,
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
      rateLimiter: createAuthRateLimiter({
        db,
        clock,
        windowSeconds: settings.MEMBER_RATE_WINDOW_SECONDS,
        perAccount: settings.MEMBER_RATE_LIMIT_PER_ACCOUNT,
        perAddress: settings.MEMBER_RATE_LIMIT_PER_ADDRESS,
        loginFreeFailures: settings.MEMBER_LOGIN_FREE_FAILURES,
        loginMaxDelaySeconds: settings.MEMBER_LOGIN_MAX_DELAY_SECONDS,
      }),
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
