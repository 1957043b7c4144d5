import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useElementShown } from './use-element-shown.ts';

/** Frame callbacks held until the test runs a frame. */
let frames: FrameRequestCallback[] = [];
function runFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(performance.now())));
}

/** A browser that reports Element Timing, with the entries the test hands it. */
class ReportingObserver {
  static supportedEntryTypes = ['element'];
  static observers: ReportingObserver[] = [];
  constructor(private readonly callback: PerformanceObserverCallback) {
    ReportingObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    ReportingObserver.observers = ReportingObserver.observers.filter((o) => o !== this);
  }
  static report(identifier: string) {
    const list = { getEntries: () => [{ entryType: 'element', identifier }] };
    act(() => {
      for (const observer of ReportingObserver.observers)
        observer.callback(list as unknown as PerformanceObserverEntryList, observer as never);
    });
  }
}

// Stubbed as globals, which unstubAllGlobals puts back: a spy on window's frame functions
// outlived restoreAllMocks and held the frames of every test that ran after it in the worker.
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  ReportingObserver.observers = [];
});

test('where the browser reports the element’s paint, waits for that report, then stays true', () => {
  vi.stubGlobal('PerformanceObserver', ReportingObserver);
  const { result, rerender } = renderHook(
    ({ isRendered }) => useElementShown('activity-picture', isRendered),
    { initialProps: { isRendered: false } },
  );
  ReportingObserver.report('activity-picture');
  expect(result.current).toBe(false);

  rerender({ isRendered: true });
  runFrame();
  runFrame();
  ReportingObserver.report('another-picture');
  expect(result.current).toBe(false);
  ReportingObserver.report('activity-picture');
  expect(result.current).toBe(true);
  rerender({ isRendered: false });
  expect(result.current).toBe(true);
});

test('an element that never shows holds nothing back for more than a second', () => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', ReportingObserver);
  const { result } = renderHook(() => useElementShown('activity-picture', true));
  act(() => vi.advanceTimersByTime(999));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
});

test('without the report (no element, another browser), two frames after it is rendered', () => {
  const { result, rerender } = renderHook(
    ({ name }: { name: string | undefined }) => useElementShown(name, true),
    { initialProps: { name: undefined as string | undefined } },
  );
  runFrame();
  expect(result.current).toBe(false);
  runFrame();
  expect(result.current).toBe(true);
  rerender({ name: 'activity-picture' });
  expect(result.current).toBe(true);
});
