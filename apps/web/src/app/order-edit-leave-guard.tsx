/**
 * Leaving order-edit mode (SPEC sections 2 and 4): a navigation from a page of the edit to a page
 * outside it asks first through the leave prompt; on yes the open change is discarded on the
 * server, and once the visitor is on the next page the stored order info and cart are cleared.
 * The pages of the edit (its cart, choose-tickets and checkout with the orderToken, the edit
 * route, and the order's confirmation once committed) move freely among themselves.
 *
 * A visitor can also leave without the app seeing it: a reload on another address, a typed URL,
 * a bookmark. The browser's own unload prompt asks then; when the shop next starts on a page
 * outside the stored edit, that edit is discarded and its order info and cart cleared the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useBlocker, useLocation, useNavigate } from 'react-router';
import { getEditedOrderToken, staysInOrderEdit } from '../config/paths.ts';
import { forgetStoredCart } from '../features/cart/api/get-cart.ts';
import { unsavedChangesMessage } from '../hooks/use-unsaved-changes-guard.ts';
import { discardOrderEdit } from '../features/orders/api/discard-order-edit.ts';
import { orderEditKeys } from '../features/orders/api/get-order-edit.ts';
import { pickStoredText, readStoredJson, removeStored, storageKeys } from '../lib/storage.ts';

/** The leave prompt: the spec's one question before leaving unsaved work. */
const leaveOrderEditMessage = unsavedChangesMessage;

/**
 * Mounted only while editing: a router holds one blocker at a time, and outside edit mode the
 * pages' own unsaved-changes guard may need it.
 */
function EditModeBlocker({
  orderToken,
  onLeft,
}: {
  orderToken: string;
  onLeft: (orderToken: string) => void;
}) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const editing = getEditedOrderToken(currentLocation);
    return editing !== null && !staysInOrderEdit(editing, nextLocation);
  });
  // The blocker object changes on every render while blocked: ask once per blocked navigation.
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === blocker.location.key) return;
    askedFor.current = blocker.location.key;
    if (!window.confirm(leaveOrderEditMessage)) {
      blocker.reset();
      return;
    }
    const leave = async () => {
      try {
        await discardOrderEdit(orderToken);
      } catch {
        // Not reachable now: the change's held places lapse on their own (HOLD_MINUTES).
      }
      onLeft(orderToken);
      blocker.proceed();
    };
    void leave();
  }, [blocker, orderToken, onLeft]);

  return null;
}

/**
 * The navigation state with which a checkout shows its placed order: what the order's flow
 * leaves behind (its stored cart and order info, the committed change) is forgotten once that
 * page is on screen.
 */
export interface PlacedOrderState {
  placedOrderToken: string;
}

/** A layout route around every page; renders them unchanged. */
export function OrderEditLeaveGuard() {
  const location = useLocation();
  const orderToken = getEditedOrderToken(location);
  const queryClient = useQueryClient();
  const startedAt = useRef(location);

  // Once, when the shop starts: an edit stored by an earlier visit, left without the app seeing.
  useEffect(() => {
    const storedToken = pickStoredText(readStoredJson(storageKeys.orderInfo), 'orderToken');
    if (!storedToken || staysInOrderEdit(storedToken, startedAt.current)) return;
    removeStored(storageKeys.orderInfo);
    forgetStoredCart(queryClient);
    // Not reachable now: the change's held places lapse on their own (HOLD_MINUTES).
    discardOrderEdit(storedToken).catch(() => undefined);
  }, [queryClient]);
  // The order whose edit was left; cleared up once the edit's pages are gone, so none of them
  // stores the old cart again on its way out.
  const leftOrderToken = useRef<string | null>(null);
  const onLeft = useCallback((left: string) => {
    leftOrderToken.current = left;
  }, []);

  useEffect(() => {
    const left = leftOrderToken.current;
    if (!left || orderToken === left) return;
    leftOrderToken.current = null;
    removeStored(storageKeys.orderInfo);
    forgetStoredCart(queryClient);
    queryClient.removeQueries({ queryKey: orderEditKeys.detail(left) });
  }, [location.key, orderToken, queryClient]);

  // After an order a new cart starts (SPEC section 4), and the next change of the order opens a
  // fresh one. This waits for the confirmation to be rendered: forgotten earlier, while the
  // checkout's location still rendered, a page reading the committed change opened a new one.
  const navigate = useNavigate();
  useEffect(() => {
    const placed = (location.state as Partial<PlacedOrderState> | null)?.placedOrderToken;
    if (!placed) return;
    removeStored(storageKeys.orderInfo);
    forgetStoredCart(queryClient);
    queryClient.removeQueries({ queryKey: orderEditKeys.detail(placed) });
    // Once: neither a reload nor a return to this page forgets the cart started since.
    void navigate(location, { replace: true, state: null });
  }, [location, navigate, queryClient]);

  return (
    <>
      {orderToken ? <EditModeBlocker orderToken={orderToken} onLeft={onLeft} /> : null}
      <Outlet />
    </>
  );
}

export default OrderEditLeaveGuard;
