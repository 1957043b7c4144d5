import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { usePainted } from './use-painted.ts';

/** Frame callbacks held until the test runs a frame. */
let frames: FrameRequestCallback[] = [];
function runFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(performance.now())));
}

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });
});
afterEach(() => vi.restoreAllMocks());

test('is false until a frame has been painted after the content shows, then true for good', () => {
  const { result, rerender } = renderHook(({ isShown }) => usePainted(isShown), {
    initialProps: { isShown: false },
  });
  runFrame();
  expect(result.current).toBe(false);

  rerender({ isShown: true });
  expect(result.current).toBe(false);
  // The frame that paints the content, then the next one.
  runFrame();
  expect(result.current).toBe(false);
  runFrame();
  expect(result.current).toBe(true);

  rerender({ isShown: false });
  expect(result.current).toBe(true);
});

test('waits again when the content goes before its frame is painted', () => {
  const { result, rerender } = renderHook(({ isShown }) => usePainted(isShown), {
    initialProps: { isShown: true },
  });
  rerender({ isShown: false });
  runFrame();
  runFrame();
  expect(result.current).toBe(false);
});
