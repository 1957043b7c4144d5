import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createThrottledWriter,
  readStored,
  removeStored,
  storageKeys,
  useStored,
  writeStored,
} from './storage.ts';

const cartSchema = z.object({ lineItems: z.array(z.unknown()) });

function CartCount() {
  const cart = useStored(storageKeys.cart, cartSchema);
  return <p>{cart ? cart.lineItems.length : 'none'}</p>;
}

describe('browser storage', () => {
  it('reads back what was written', () => {
    writeStored(storageKeys.cart, { lineItems: [1, 2] });
    expect(readStored(storageKeys.cart, cartSchema)).toEqual({ lineItems: [1, 2] });
  });

  it('treats a value that does not fit the schema, or is not JSON, as absent', () => {
    window.localStorage.setItem(storageKeys.cart, '{"lineItems":"x"}');
    expect(readStored(storageKeys.cart, cartSchema)).toBeUndefined();
    window.localStorage.setItem(storageKeys.cart, '{oops');
    expect(readStored(storageKeys.cart, cartSchema)).toBeUndefined();
  });

  it('re-renders readers when this tab writes or removes the value', () => {
    render(<CartCount />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => writeStored(storageKeys.cart, { lineItems: [1] }));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => removeStored(storageKeys.cart));
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('throttled store updates', () => {
  it('stores the first value at once and only the latest of a burst after 500 ms', () => {
    vi.useFakeTimers();
    try {
      const writer = createThrottledWriter(storageKeys.cart);
      writer.write({ lineItems: [1] });
      expect(readStored(storageKeys.cart, cartSchema)).toEqual({ lineItems: [1] });
      writer.write({ lineItems: [1, 2] });
      writer.write({ lineItems: [1, 2, 3] });
      vi.advanceTimersByTime(499);
      expect(readStored(storageKeys.cart, cartSchema)).toEqual({ lineItems: [1] });
      vi.advanceTimersByTime(1);
      expect(readStored(storageKeys.cart, cartSchema)).toEqual({ lineItems: [1, 2, 3] });
    } finally {
      vi.useRealTimers();
    }
  });
});
