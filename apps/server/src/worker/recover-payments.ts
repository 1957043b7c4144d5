/**
 * The payment recovery job (decision 020), run by the worker: settles the ticket, order-edit and
 * membership submissions a server left unfinished, then every gateway call whose outcome is still
 * unknown. Safe in any number of processes: submissions are taken over with `FOR UPDATE SKIP
 * LOCKED`, and every gateway call is idempotent by its key.
 */
import type { Database } from '../db/database.ts';
import { MEMBERSHIP_GATEWAY_PREFIX, membershipGatewayKey } from '../modules/memberships/index.ts';
import {
  createSubmissionRecovery,
  createSubmissionStore,
  type RecoveryLog,
} from '../modules/sales/index.ts';
import {
  MEMBERSHIP_REFUND_GATEWAY_PREFIX,
  recoverCancellations,
  recoverMembershipRefunds,
  recoverRefunds,
  REFUND_GATEWAY_PREFIX,
} from '../modules/orders-admin/index.ts';
import { createCartsRepository } from '../modules/carts/carts-repository.ts';
import { createPricedCartViewer } from '../modules/carts/index.ts';
import { CREDIT_PART, noFailpoint } from '../modules/payments/index.ts';
import { createGatewayCallsRepository } from '../modules/payments/gateway-calls-repository.ts';
import type { IdempotentGateway } from '../modules/payments/idempotent-gateway.ts';

// Voids and refunds follow a sale's gateway key with a suffix (undo-unfinished-payment.ts).
const FOLLOW_UP = /:(void|refund)$/;

export function createPaymentRecovery(options: {
  db: Database;
  gateway: IdempotentGateway;
  clock: () => Date;
  graceSeconds: number;
  log: RecoveryLog;
}) {
  const { db, gateway, clock, graceSeconds, log } = options;
  const shared = { db, gateway, clock, graceSeconds, log };
  const tickets = createSubmissionRecovery({
    ...shared,
    store: createSubmissionStore(db, 'order_submissions'),
    gatewayKeyOf: (key) => key,
  });
  const memberships = createSubmissionRecovery({
    ...shared,
    store: createSubmissionStore(db, 'membership_order_submissions'),
    gatewayKeyOf: membershipGatewayKey,
  });
  const calls = createGatewayCallsRepository(db);

  /** A call's submission: its ledger's recovery and the submission's key. */
  function ownerOf(callKey: string) {
    // A later credit of a refund split across charges belongs to the sale too (decision 070).
    const saleKey = callKey.replace(FOLLOW_UP, '').replace(CREDIT_PART, '');
    return saleKey.startsWith(MEMBERSHIP_GATEWAY_PREFIX)
      ? { recovery: memberships, key: saleKey.slice(MEMBERSHIP_GATEWAY_PREFIX.length) }
      : { recovery: tickets, key: saleKey };
  }

  /** Calls of finished submissions whose outcome is unknown (a void that was not answered). */
  async function settleUnknownCalls(): Promise<number> {
    const before = new Date(clock().getTime() - graceSeconds * 1000);
    let settled = 0;
    for (const callKey of await calls.findUnsettledKeys(before, 50)) {
      // A back-office refund is carried through by its own recovery, never undone here.
      if (
        callKey.startsWith(REFUND_GATEWAY_PREFIX) ||
        callKey.startsWith(MEMBERSHIP_REFUND_GATEWAY_PREFIX)
      )
        continue;
      const { recovery, key } = ownerOf(callKey);
      const submission = await recovery.store.find(key);
      // An unfinished submission is settled whole, above; a sold one keeps its money.
      if (submission?.status === 'pending' || submission?.status === 'recovering') continue;
      try {
        if (submission?.status === 'succeeded') await gateway.settleCall(callKey);
        else await recovery.undoMoneyOf(key);
        settled += 1;
      } catch (error) {
        log.error({ err: error, idempotencyKey: callKey }, 'payment recovery could not settle');
      }
    }
    return settled;
  }

  return {
    graceSeconds,
    /** One pass of the job: how many submissions, calls (refunds among them), cancellations it settled. */
    async recoverPayments(): Promise<{
      submissions: number;
      calls: number;
      cancellations: number;
    }> {
      const recovered = [...(await tickets.recoverStale()), ...(await memberships.recoverStale())];
      const refunds =
        (await recoverRefunds({ ...shared, failpoint: noFailpoint })) +
        (await recoverMembershipRefunds({ ...shared, failpoint: noFailpoint }));
      // After the refunds: a cancellation reads back the refunds this pass settled.
      const cancellations = await recoverCancellations({
        ...shared,
        failpoint: noFailpoint,
        viewPricedCart: createPricedCartViewer(createCartsRepository(db), clock),
      });
      return {
        submissions: recovered.length,
        calls: (await settleUnknownCalls()) + refunds,
        cancellations,
      };
    },
  };
}

export type PaymentRecovery = ReturnType<typeof createPaymentRecovery>;
