/** What the membership product and checkout use cases work with, passed to each explicitly. */
import type { MembershipsRepository } from './memberships-repository.ts';
import type { OrderInfoPricer } from './price-order-info.ts';

export interface MembershipsDeps {
  repository: MembershipsRepository;
  pricer: OrderInfoPricer;
  clock: () => Date;
}
