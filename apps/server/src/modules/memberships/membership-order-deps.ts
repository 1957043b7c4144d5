/** What the membership order use cases work with, wired once and passed to each explicitly. */
import type { CreateMembershipOrderBody } from '@shop/core/membership-api';
import type { MembersRepository, SessionContext } from '../members/index.ts';
import type { Failpoint, PaymentGateway } from '../payments/index.ts';
import type { SubmissionStore } from '../sales/index.ts';
import type { VerifyCaptcha } from '../verification/index.ts';
import type { MembershipsRepository } from './memberships-repository.ts';
import type { OrderInfoPricer } from './price-order-info.ts';

export interface MembershipOrderDeps {
  repository: MembershipsRepository;
  membersRepository: MembersRepository;
  pricer: OrderInfoPricer;
  gateway: PaymentGateway;
  clock: () => Date;
  /** Google's check of the captcha answer; null when human verification is off. */
  verifyCaptcha: VerifyCaptcha | null;
  supportEmail: string;
  displayWaivers: boolean;
  submissions: SubmissionStore;
  failpoint: Failpoint;
}

export interface PlaceMembershipOrderRequest {
  idempotencyKey: string;
  order: CreateMembershipOrderBody['order'];
  session: SessionContext | null;
  remoteIp: string | undefined;
}
