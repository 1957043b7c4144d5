import { checkInTexts, type CheckInSession } from '@shop/core/check-in-api';
import type { PassHolderMatch } from '@shop/core/pass-holder-lookup-api';
import { useState, type RefObject } from 'react';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { useAdmitTicket, useUndoAdmission } from '../api/check-in.ts';
import { useAdmitPassHolder } from '../api/pass-holder-lookup.ts';
import type { ScanResult } from '../components/check-in-result.tsx';

function refusalOf(error: unknown): ScanResult {
  if (error instanceof ApiError && error.body)
    return {
      kind: 'refused',
      title: error.body.errors.title ?? 'Not admitted',
      message: error.body.errors.message,
    };
  if (isNetworkError(error))
    return {
      kind: 'refused',
      title: checkInTexts.unansweredTitle,
      message: checkInTexts.unanswered,
    };
  return {
    kind: 'refused',
    title: 'Not checked',
    message: 'The ticket could not be checked. Check the connection and scan again.',
  };
}

/**
 * The gate's answers for one session: a code scanned or typed, a holder found by the lookup, and
 * the undo of the last admission. The latest answer is `result`; a holder's admission moves focus
 * to `resultRef`, where the page shows it.
 */
export function useGateAdmission(
  session: CheckInSession | undefined,
  resultRef: RefObject<HTMLElement | null>,
) {
  const [result, setResult] = useState<ScanResult | null>(null);
  const admit = useAdmitTicket();
  const admitHolder = useAdmitPassHolder();
  const undo = useUndoAdmission();

  const check = async (code: string) => {
    if (!session || admit.isPending) return;
    try {
      const { admission } = await admit.mutateAsync({ sessionId: session.id, code });
      setResult({ kind: 'admitted', admission });
    } catch (error) {
      setResult(refusalOf(error));
    }
  };

  // A holder found by the lookup is admitted as their card would be; the answer is shown where a
  // scan's is, and focus goes there so the keyboard reaches its undo next.
  const admitFound = async (holder: PassHolderMatch) => {
    if (!session) return;
    try {
      const { admission } = await admitHolder.mutateAsync({
        sessionId: session.id,
        memberId: holder.memberId,
      });
      setResult({ kind: 'admitted', admission });
    } catch (error) {
      setResult(refusalOf(error));
    }
    resultRef.current?.focus();
  };

  /** Undoes the admission shown; its refusal, if any, is shown in its place. */
  const undoLast = async () => {
    if (result?.kind !== 'admitted') return;
    try {
      await undo.mutateAsync(result.admission);
      showSaved(`${result.admission.guestName}'s check-in was undone.`);
      setResult(null);
    } catch (error) {
      // The admission stays shown, so that Undo can be pressed again (a repeat is harmless).
      if (isNetworkError(error)) showSaved(checkInTexts.undoUnanswered);
      else setResult(refusalOf(error));
    }
  };

  return {
    result,
    setResult,
    check,
    isChecking: admit.isPending,
    admitFound,
    undoLast,
    isUndoing: undo.isPending,
  };
}
