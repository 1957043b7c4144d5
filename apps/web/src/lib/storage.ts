/**
 * Browser storage for what SPEC section 3 keeps on the client (cart, order info, member session).
 * Every key lives here; values are JSON, read back through a zod schema so a stale or hand-edited
 * value reads as absent instead of crashing a page.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { useHydrated } from '../hooks/use-hydrated.ts';

export const storageKeys = {
  /** The current ticket cart: `{ token, lineItems, … }` as the cart API returns it. */
  cart: 'wasatch-shop:cart',
  /** Checkout order info of the ticket flow (SPEC section 3). */
  orderInfo: 'wasatch-shop:order-info',
  /** Logged-in member details with their session token. */
  member: 'wasatch-shop:member',
  /** Set when the visitor chose 'checkout as a Guest': the order creates the account. */
  guestCheckout: 'wasatch-shop:guest-checkout',
  /** The membership last chosen, where a later login returns. */
  membershipId: 'wasatch-shop:membership-id',
  /** The membership checkout as the server last priced it, and its token. */
  membershipCheckout: 'wasatch-shop:membership-checkout',
  membershipCheckoutToken: 'wasatch-shop:membership-checkout-token',
  /** The membership order info being filled in: members, add-ons, donation, promo code. */
  membershipOrder: 'wasatch-shop:membership-order',
  /** Where to go after logging in. */
  loginRedirect: 'wasatch-shop:login-redirect',
  /** The on-sale queues' tickets this browser holds, by queue: its places (decision 104). */
  queueTickets: 'wasatch-shop:queue-tickets',
  /** The on-sale queue pass of this browser's turn: `{ scope, pass, expiresAt }`, scope an activity's id or 0 for the memberships. */
  queuePass: 'wasatch-shop:queue-pass',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// The 'storage' event only fires in other tabs; this one tells components in this tab.
const localChangeEvent = 'wasatch-shop:storage';

function getStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled (privacy mode): behave as if empty.
  }
}

export function readStored<T extends z.ZodType>(
  key: StorageKey,
  schema: T,
): z.infer<T> | undefined {
  const raw = getStorage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  getStorage()?.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new CustomEvent(localChangeEvent, { detail: key }));
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) getStorage()?.removeItem(key);
  window.dispatchEvent(new CustomEvent(localChangeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(localChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(localChangeEvent, onChange);
  };
}

/**
 * The raw stored string, re-read whenever this or another tab changes storage. A page rendered on
 * the server reads none while it hydrates, as the server did, and reads storage once hydrated, in
 * a transition (useHydrated): a stored cart or member then re-renders the page in slices, not in
 * one long task.
 */
function useStoredRaw(key: StorageKey): string | null {
  const isHydrated = useHydrated();
  const getSnapshot = useCallback(
    () => (isHydrated ? (getStorage()?.getItem(key) ?? null) : null),
    [key, isHydrated],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/** A stored value kept in sync with storage; undefined when absent or invalid. */
export function useStored<T extends z.ZodType>(key: StorageKey, schema: T): z.infer<T> | undefined {
  const raw = useStoredRaw(key);
  return useMemo(() => {
    if (raw === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }, [raw, schema]);
}

function parseJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One text field of a stored object, or undefined: how the shell reads the few stored values it
 * needs (a token, a name) without a zod schema, which would put zod on the first page (decision
 * 051). Anything else stored there is read through a schema by the page that uses it.
 */
export function pickStoredText(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** A stored value's JSON, unchecked (see pickStoredText); undefined when absent or not JSON. */
export function readStoredJson(key: StorageKey): unknown {
  return parseJson(getStorage()?.getItem(key));
}

/** readStoredJson kept in sync with storage. */
export function useStoredJson(key: StorageKey): unknown {
  const raw = useStoredRaw(key);
  return useMemo(() => parseJson(raw), [raw]);
}

/** Store updates of the cart and order info are throttled to this (SPEC section 9). */
const STORE_THROTTLE_MS = 500;

/**
 * A writer for one key that stores at most once per `intervalMs`: the first value at once, the
 * latest of a burst when the interval ends. `flush` stores a pending value now.
 */
export function createThrottledWriter(key: StorageKey, intervalMs: number = STORE_THROTTLE_MS) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: unknown } | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    writeStored(key, pending.value);
    pending = undefined;
    lastWrite = Date.now();
  };

  const write = (value: unknown) => {
    pending = { value };
    const wait = lastWrite + intervalMs - Date.now();
    if (wait <= 0) flush();
    else timer ??= setTimeout(flush, wait);
  };

  return { write, flush };
}
