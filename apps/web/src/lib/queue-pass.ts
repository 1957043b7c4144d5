/**
 * The on-sale queue pass of this browser's turn (decision 104), sent with every call that may
 * take places while it lasts: the server requires it of a queued activity's cart and order calls
 * and ignores it elsewhere. Read without zod, as the shell reads its few stored values.
 */
import { QUEUE_PASS_HEADER } from '@shop/core/queue-pass-header';
import { pickStoredText, readStoredJson, storageKeys } from './storage.ts';

export function queuePassHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const stored = readStoredJson(storageKeys.queuePass);
  const pass = pickStoredText(stored, 'pass');
  const expiresAt = pickStoredText(stored, 'expiresAt');
  if (!pass || !expiresAt || Date.parse(expiresAt) <= Date.now()) return {};
  return { [QUEUE_PASS_HEADER]: pass };
}
