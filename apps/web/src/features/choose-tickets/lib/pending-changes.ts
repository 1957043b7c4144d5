/**
 * The cart changes on their way to the server, counted so that leaving the page can wait for them
 * (issue 29, item 18): a ticket added while 'Proceed to Checkout' is pressed is in the cart the
 * visitor lands on, and the new line's id is stored before the page is left, not after.
 */
export interface PendingChanges {
  /** Runs a change, counting it until it settles. */
  track<T>(change: Promise<T>): Promise<T>;
  isChanging(): boolean;
  whenSettled(): Promise<void>;
}

/** A task's wait: the code after a change's answer (the next call of an add) has run by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createPendingChanges(): PendingChanges {
  const inFlight = new Set<Promise<unknown>>();
  return {
    track(change) {
      const settled = change.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return change;
    },
    isChanging: () => inFlight.size > 0,
    async whenSettled() {
      // A new line's answer starts its ticket's add: wait until a task passes with none in flight.
      while (inFlight.size > 0) {
        await Promise.all(inFlight);
        await nextTask();
      }
    },
  };
}
