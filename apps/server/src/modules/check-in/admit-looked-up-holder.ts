/**
 * A pass holder found by the member lookup is let in through their card in use, by the very
 * admission a scan of that card makes (`admitScannedCode`): the same refusals, the same once a
 * session or a day, the same place taken; its audit entry says it came through the lookup.
 */
import type { AdmitTicketResponse } from '@shop/core/check-in-api';
import { passHolderLookupTexts as texts } from '@shop/core/pass-holder-lookup-api';
import { findCardsInUse } from '../passes/index.ts';
import type { StaffContext } from '../staff/index.ts';
import { admitScannedCode } from './admit-scanned-code.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { refusal } from './check-in-refusals.ts';

export async function admitLookedUpHolder(
  deps: CheckInDeps,
  staff: StaffContext,
  admission: { sessionId: number; memberId: number },
): Promise<AdmitTicketResponse['data']> {
  const card = (await findCardsInUse(deps.db, [admission.memberId])).get(admission.memberId);
  if (!card) throw refusal(texts.noCardTitle, texts.noCard);
  return admitScannedCode(deps, staff, admission.sessionId, card.code, { via: 'lookup' });
}
