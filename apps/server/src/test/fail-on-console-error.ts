import { afterEach, vi } from 'vitest';

// An unexpected console.error is a failure, not noise (STYLE.md, Epic Stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
