/** What other modules may use of orders: the submission runner and its store. */
export {
  runLedgeredSubmission,
  type SubmissionLedger,
  type SubmissionOutcome,
} from './run-submission.ts';
export { createSubmissionStore, type SubmissionStore } from './submission-store.ts';
