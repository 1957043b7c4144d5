/**
 * What other modules may use of sales: the submission runner and its ledger's store, the step
 * runner every sale is made of, the charge every sale makes, and the recovery of submissions a
 * crash left unfinished.
 */
export { assertTotalAsShown } from './assert-total-as-shown.ts';
export {
  chargeCard,
  chargeCardStep,
  voidMovedMoney,
  type CardCharge,
  type Charge,
  type ChargeDeps,
  type GatewayCall,
  type MovedMoney,
} from './charge-card-step.ts';
export {
  createSubmissionRecovery,
  notCompletedError,
  type RecoveryLog,
  type SubmissionRecovery,
} from './recover-submissions.ts';
export { keyReusedError, keyReusedMessage, requestHashOf } from './request-hash.ts';
export { type RunSaleStep, type SaleStep } from './run-sale-steps.ts';
export {
  runLedgeredSubmission,
  takenOver,
  type SubmissionContext,
  type SubmissionLedger,
  type SubmissionOutcome,
} from './run-submission.ts';
export { sendOutcome } from './send-outcome.ts';
export {
  createSubmissionStore,
  markSucceededSql,
  type SubmissionState,
  type SubmissionStore,
} from './submission-store.ts';
