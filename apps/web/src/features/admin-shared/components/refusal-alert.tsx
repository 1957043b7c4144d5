import { Alert } from '../../../components/ui/alert.tsx';
import { refusalMessage } from '../lib/error-messages.ts';

/**
 * A change's failure in the server's words, or `fallback` when it gave none (by default, that the
 * change may be saved: no answer came); nothing before.
 */
export function RefusalAlert({ error, fallback }: { error: Error | null; fallback?: string }) {
  const refusal = refusalMessage(error, fallback);
  return refusal ? <Alert tone="error" role="alert" title={refusal} /> : null;
}
