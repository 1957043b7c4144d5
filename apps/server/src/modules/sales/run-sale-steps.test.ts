import { describe, expect, it } from 'vitest';
import type { SaleStep } from './run-sale-steps.ts';
import { runLedgeredSubmission, type SubmissionLedger } from './run-submission.ts';
import type { SubmissionState, SubmissionStore } from './submission-store.ts';

/** A ledger whose store keeps the key's state in memory, as the database would. */
function memoryLedger() {
  const row: SubmissionState = {
    idempotencyKey: 'key-1',
    status: 'pending',
    orderId: null,
    responseStatus: null,
    responseBody: null,
  };
  const store = {
    find: async () => ({ ...row }),
    markSucceeded: async () => true,
    storeAnswer: async () => {},
    fail: async (_key: string, _from: string, answer: { status: number; body: unknown }) => {
      row.status = 'failed';
      row.responseStatus = answer.status;
      return true;
    },
    handOver: async () => {
      row.status = 'recovering';
    },
    takeOverStale: async () => [],
  } as unknown as SubmissionStore;
  const ledger: SubmissionLedger = {
    key: row.idempotencyKey,
    store,
    claim: async () => ({ claimed: true }),
    answerOf: async () => ({ status: 201, body: null }),
  };
  return { ledger, row };
}

/** A step that logs what it does and what its undo does; `failing` throws from `run` or `undo`. */
function loggedStep(
  log: string[],
  name: string,
  failing: 'run' | 'undo' | null = null,
): SaleStep<string, string> {
  return {
    name,
    async run(input) {
      if (failing === 'run') throw new Error(`${name} failed`);
      log.push(`${name}(${input})`);
      return `${name}-done`;
    },
    async undo(output, input) {
      if (failing === 'undo') throw new Error(`${name} could not be undone`);
      log.push(`undo ${name}(${output}, ${input})`);
    },
  };
}

describe('the steps of a sale', () => {
  it('run in order, each given what the one before answered, and undo nothing once written', async () => {
    const { ledger, row } = memoryLedger();
    const log: string[] = [];
    const outcome = await runLedgeredSubmission(ledger, async ({ step }) => {
      const reserved = await step(loggedStep(log, 'reserve'), 'cart');
      const charged = await step(loggedStep(log, 'charge'), reserved);
      return { outcome: { status: 201, body: charged } };
    });
    expect(outcome).toEqual({ status: 201, body: 'charge-done' });
    expect(log).toEqual(['reserve(cart)', 'charge(reserve-done)']);
    expect(row.status).toBe('pending');
  });

  it('when a step fails, the completed steps are undone newest first and the failure stored', async () => {
    const { ledger, row } = memoryLedger();
    const log: string[] = [];
    await expect(
      runLedgeredSubmission(ledger, async ({ step }) => {
        await step(loggedStep(log, 'reserve'), 'cart');
        await step(loggedStep(log, 'charge'), 'card');
        await step(loggedStep(log, 'write', 'run'), 'order');
        return { outcome: { status: 201, body: null } };
      }),
    ).rejects.toThrow('write failed');
    expect(log).toEqual([
      'reserve(cart)',
      'charge(card)',
      'undo charge(charge-done, card)',
      'undo reserve(reserve-done, cart)',
    ]);
    expect(row).toMatchObject({ status: 'failed', responseStatus: 500 });
  });

  it('an undo that fails leaves the sale to payment recovery, after the other undos ran', async () => {
    const { ledger, row } = memoryLedger();
    const log: string[] = [];
    await expect(
      runLedgeredSubmission(ledger, async ({ step }) => {
        await step(loggedStep(log, 'reserve'), 'cart');
        await step(loggedStep(log, 'charge', 'undo'), 'card');
        await step(loggedStep(log, 'write', 'run'), 'order');
        return { outcome: { status: 201, body: null } };
      }),
    ).rejects.toThrow('write failed');
    expect(log).toEqual(['reserve(cart)', 'charge(card)', 'undo reserve(reserve-done, cart)']);
    // Not failed for good: the recovery job finds out what the charge did and settles it.
    expect(row.status).toBe('recovering');
  });

  it('a step that failed itself owes no undo', async () => {
    const { ledger } = memoryLedger();
    const log: string[] = [];
    await expect(
      runLedgeredSubmission(ledger, async ({ step }) => {
        await step(loggedStep(log, 'charge', 'run'), 'card');
        return { outcome: { status: 201, body: null } };
      }),
    ).rejects.toThrow('charge failed');
    expect(log).toEqual([]);
  });
});
