/**
 * The window's membership places (issue 31, decision 095): what the pass holders of the household
 * of a member the gate's lookup found may book at one of today's sessions, as the shop lists them
 * for a logged-in household. The household is read from the member chosen, on the server.
 */
import type { PassPlaceHolder } from '@shop/core/pass-booking';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { createMembersRepository } from '../members/index.ts';
import { listPassPlaces } from '../passes/index.ts';
import { assertSessionToday } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';
import { findSessionTimes } from './walk-up-sessions-repository.ts';

/** The household of a member, or a 404 for no such member. */
export async function findHouseholdOf(db: Database, memberId: number): Promise<number> {
  const member = await createMembersRepository(db).findMember(memberId);
  if (!member) throw notFound('Member');
  return member.householdId;
}

export async function listWalkUpPassPlaces(
  deps: Pick<WalkUpDeps, 'db' | 'clock' | 'readOffer'>,
  query: { activityTimeId: number; memberId: number },
): Promise<PassPlaceHolder[]> {
  const session = await findSessionTimes(deps.db, query.activityTimeId);
  if (!session) throw notFound('Activity time');
  const now = deps.clock();
  assertSessionToday(session, now);
  const householdId = await findHouseholdOf(deps.db, query.memberId);
  const offer = await deps.readOffer(session.activityId, query.activityTimeId, {
    session: null,
    now,
  });
  return listPassPlaces(deps.db, { householdId, offer, cartId: null, now });
}
