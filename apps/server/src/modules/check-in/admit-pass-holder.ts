/**
 * A pass card scanned at the gate (issue 31, decision 088): its holder is let in once a session
 * (timed) or once a day (untimed) to an activity their pass includes, or refused with why: the
 * card revoked, the session not today or not open yet, the pass revoked, expired or not started,
 * the activity not included, already admitted (when and by whom), or a timed session full. A
 * timed session gives the holder one of its places, taken as a sale takes them. The admission,
 * its place and its audit entry are one transaction; the admissions' unique indexes decide
 * between two devices scanning one card at once.
 */
import { passCheckInTexts, type AdmitTicketResponse } from '@shop/core/check-in-api';
import { holderPhotoUrl } from '@shop/core/pass-photo-api';
import { decidePassAdmission, type PassAdmissionDecision } from '@shop/core/pass-admission';
import { passHolderLookupTexts } from '@shop/core/pass-holder-lookup-api';
import { shopDateAt } from '@shop/core/shop-time';
import { recordAudit } from '../audit/index.ts';
import { lockSession } from '../carts/index.ts';
import { readMemberPasses, type MemberPass } from '../passes/index.ts';
import type { StaffContext } from '../staff/index.ts';
import type { Scan } from './admit-ticket.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { refusal, unknownCode } from './check-in-refusals.ts';
import { countAdmissions } from './check-in-repository.ts';
import { describeDay, describeMoment, describeSession, maskTicketCode } from './check-in-texts.ts';
import { checkInWindowRefusal } from './check-in-window.ts';
import {
  findPassAdmission,
  insertPassAdmission,
  readCardHolder,
  sellSessionPlace,
} from './pass-admissions-repository.ts';

const texts = passCheckInTexts;

/** Why a member's passes do not let them in to the activity, in the gate's words. */
function passRefusal(
  decision: Exclude<PassAdmissionDecision<MemberPass>, { status: 'admit' }>,
  activity: string,
) {
  switch (decision.status) {
    case 'no-pass':
      return refusal(texts.noPassTitle, texts.noPass);
    case 'revoked':
      return refusal(texts.passRevokedTitle, texts.passRevoked(decision.pass.product));
    case 'expired':
      return refusal(
        texts.expiredTitle,
        texts.expired(describeDay(decision.expiredOn), decision.pass.product),
      );
    case 'not-started':
      return refusal(
        texts.notStartedTitle,
        texts.notStarted(describeDay(decision.startsOn), decision.pass.product),
      );
    case 'not-included':
      return refusal(texts.notIncludedTitle, texts.notIncluded(activity, decision.pass.product));
  }
}

/** Who let the holder in first, and when: the same words whether a scan or a race lost. */
function alreadyAdmitted(
  first: { admittedAt: Date; staffName: string } | undefined,
  timed: boolean,
  now: Date,
) {
  const at = describeMoment(first?.admittedAt ?? now, now);
  const by = first?.staffName ?? 'staff';
  return refusal(
    texts.alreadyAdmittedTitle,
    timed ? texts.alreadyAdmittedToSession(at, by) : texts.alreadyAdmittedToday(at, by),
  );
}

export async function admitPassHolder(
  deps: CheckInDeps,
  staff: StaffContext,
  { session, code, now, via }: Scan,
): Promise<AdmitTicketResponse['data']> {
  const card = await readCardHolder(deps.db, code);
  if (!card) throw unknownCode();
  if (card.revokedAt)
    throw refusal(
      texts.cardRevokedTitle,
      texts.cardRevoked(describeDay(shopDateAt(card.revokedAt))),
    );
  const named = { ...session, sessionName: session.name };
  const closed = checkInWindowRefusal(named, now, deps.checkInOpensMinutes, texts);
  if (closed) throw closed;
  const day = shopDateAt(now);
  const passes = await readMemberPasses(deps.db, [card.memberId]);
  const decision = decidePassAdmission(passes, session.activityId, day);
  if (decision.status !== 'admit') throw passRefusal(decision, session.activity);
  const { pass } = decision;
  return deps.db.transaction(async (tx) => {
    // The session's row lock before anything else: the admission's insert takes a share lock on
    // the row (its foreign key), so two admissions that each inserted first would then wait for
    // each other's share lock to take the row: a deadlock.
    if (session.timed) await lockSession(tx, session.id);
    // An untimed activity's sessions all admit alike, so a holder's day there is one admission.
    const where = {
      memberId: card.memberId,
      activityId: session.activityId,
      sessionId: session.timed ? session.id : null,
      day,
    };
    const admitted = await insertPassAdmission(tx, {
      ...where,
      cardCode: code,
      staffId: staff.staffId,
      at: now,
    });
    // Already in, or another device let them in between the read and this insert.
    if (!admitted) throw alreadyAdmitted(await findPassAdmission(tx, where), session.timed, now);
    if (session.timed && !(await sellSessionPlace(tx, session.id, now)))
      throw refusal(texts.fullTitle, texts.full);
    const admission = {
      kind: 'pass' as const,
      id: admitted.id,
      sessionId: session.id,
      admittedAt: admitted.admittedAt.toISOString(),
      staffName: staff.account.name,
      guestName: card.holderName,
      memberCode: card.memberCode,
      product: pass.product,
      validUntil: pass.expiresOn,
      memberId: card.memberId,
      photoUrl: card.photoKey ? holderPhotoUrl(card.photoKey) : null,
    };
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'admission.create-pass',
      entity: 'member',
      entityId: card.memberId,
      before: null,
      after: {
        passAdmissionId: admitted.id,
        session: describeSession(named),
        product: pass.product,
        validUntil: pass.expiresOn,
        card: maskTicketCode(code),
        ...(via === 'lookup' ? { via: passHolderLookupTexts.auditVia } : {}),
        admittedAt: admission.admittedAt,
      },
      at: now,
    });
    return { admission, counts: await countAdmissions(tx, session.id, day) };
  });
}
