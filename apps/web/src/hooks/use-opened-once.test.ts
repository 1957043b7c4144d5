/**
 * Once open, open for good; with a key, for that key only (a page showing another activity in the
 * same route starts again).
 */
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once.ts';

it('stays true once it has been open', () => {
  const { result, rerender } = renderHook(({ isOpen }) => useOpenedOnce(isOpen), {
    initialProps: { isOpen: false },
  });
  expect(result.current).toBe(false);
  rerender({ isOpen: true });
  expect(result.current).toBe(true);
  rerender({ isOpen: false });
  expect(result.current).toBe(true);
});

it('starts again from false for another key, and remembers the new key', () => {
  const { result, rerender } = renderHook(({ isOpen, key }) => useOpenedOnce(isOpen, key), {
    initialProps: { isOpen: true, key: 1 },
  });
  rerender({ isOpen: false, key: 1 });
  expect(result.current).toBe(true);
  rerender({ isOpen: false, key: 2 });
  expect(result.current).toBe(false);
  rerender({ isOpen: true, key: 2 });
  rerender({ isOpen: false, key: 2 });
  expect(result.current).toBe(true);
});
