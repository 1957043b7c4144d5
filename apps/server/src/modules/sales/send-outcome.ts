/** A submission's outcome sent as it was decided, or as it was stored with its key. */
import type { SubmissionOutcome } from './run-submission.ts';

/** Sends a submission's outcome: fresh, or stored with its key and answered again verbatim. */
export function sendOutcome(
  reply: { code(status: number): { send(body: unknown): unknown } },
  outcome: SubmissionOutcome,
): void {
  reply.code(outcome.status).send(outcome.body);
}
