/**
 * What the back office checks of a coupon beyond its fields: that what it names exists (a ticket
 * type of the activity it names), and that its code is not another coupon's.
 */
import {
  couponAdminTexts as texts,
  couponRuleProblems,
  type CouponFields,
} from '@shop/core/coupon-admin-api';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Writer } from '../../db/transaction.ts';
import {
  findActivityIds,
  findMembershipId,
  findTicketActivity,
} from './coupons-admin-repository.ts';

function refuse(fields: Record<string, string[]>, message: string = texts.scopeRefused): never {
  throw new AppError('unprocessable', message, { fields });
}

/** Refuses fields that together make a coupon the shop could not honour (a changed coupon's). */
export function assertCouponRules(fields: CouponFields): void {
  const problems = couponRuleProblems(fields);
  if (problems.length === 0) return;
  const byField: Record<string, string[]> = {};
  for (const problem of problems) (byField[problem.path] ??= []).push(problem.message);
  refuse(byField, problems[0]!.message);
}

/** Refuses an activity, ticket type or membership the shop does not have. */
export async function assertScopeExists(tx: Writer, fields: CouponFields): Promise<void> {
  if (fields.activityId !== null && !(await findActivityIds(tx, fields.activityId)))
    refuse({ activityId: [texts.unknownActivity] });
  if (fields.ticketId !== null) {
    const ticket = await findTicketActivity(tx, fields.ticketId);
    if (!ticket) refuse({ ticketId: [texts.unknownTicket] });
    if (fields.activityId !== null && ticket.activityId !== fields.activityId)
      refuse({ ticketId: [texts.ticketOfOtherActivity] });
  }
  if (fields.membershipId !== null && !(await findMembershipId(tx, fields.membershipId)))
    refuse({ membershipId: [texts.unknownMembership] });
}

/** Runs a write, answering 409 when the code it stores is another coupon's. */
export async function refusingTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('conflict', texts.codeTaken, { fields: { code: [texts.codeTaken] } });
  }
}
