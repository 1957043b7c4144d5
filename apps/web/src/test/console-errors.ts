/**
 * An unexpected console.error fails the test (STYLE.md). A test that provokes an error on purpose
 * says which message it expects with `allowConsoleError`.
 */
import { vi, type MockInstance } from 'vitest';

let allowedPatterns: RegExp[] = [];
let spy: MockInstance<typeof console.error> | undefined;

function formatArgs(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error
        ? (arg.stack ?? arg.message)
        : typeof arg === 'string'
          ? arg
          : String(arg),
    )
    .join(' ');
}

export function allowConsoleError(pattern: RegExp): void {
  allowedPatterns.push(pattern);
}

export function watchConsoleErrors(): void {
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
}

export function assertNoUnexpectedConsoleErrors(): void {
  const messages = (spy?.mock.calls ?? []).map((args) => formatArgs(args));
  spy?.mockRestore();
  spy = undefined;
  const patterns = allowedPatterns;
  allowedPatterns = [];
  const unexpected = messages.filter(
    (message) => !patterns.some((pattern) => pattern.test(message)),
  );
  if (unexpected.length > 0) {
    throw new Error(`console.error was called unexpectedly:\n${unexpected.join('\n---\n')}`);
  }
}
