import { describe, expect, it } from 'vitest';
import { createPendingChanges } from './pending-changes.ts';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('pending cart changes', () => {
  it('settles only once a change and the change its answer starts are both done', async () => {
    const changes = createPendingChanges();
    const order: string[] = [];
    // A new line, then its ticket, as adding the first ticket does.
    void changes.track(after(20, 'line')).then(() => {
      order.push('line');
      return changes.track(after(20, 'ticket')).then(() => order.push('ticket'));
    });
    expect(changes.isChanging()).toBe(true);
    await changes.whenSettled();
    order.push('settled');
    expect(order).toEqual(['line', 'ticket', 'settled']);
    expect(changes.isChanging()).toBe(false);
  });

  it('counts a failed change as settled, and answers its failure to the caller', async () => {
    const changes = createPendingChanges();
    const failing = changes.track(Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    await changes.whenSettled();
    expect(changes.isChanging()).toBe(false);
  });
});
