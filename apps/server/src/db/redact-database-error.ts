/**
 * Database errors carry the values of the query that failed: Drizzle's `DrizzleQueryError` puts
 * its parameters in `params` and in its message ("params: ada@example.org,…"), and PostgreSQL's
 * errors quote values in their message ('invalid input syntax for type integer: "…"') and in
 * `detail` ("Key (email)=(…) already exists", "Failing row contains (…)"). Names, e-mails, card
 * and cart tokens must not reach a log or a stored error, so an error is logged with its query
 * text, SQL state, table, column and constraint, and none of those values.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { err as serializeError, type SerializedError } from 'pino-std-serializers';

/** What is kept of a PostgreSQL error (pg's and PGlite's alike): names and codes, no values. */
const POSTGRES_FIELDS_KEPT = [
  'severity',
  'code',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

// Identifiers are quoted after the word naming what they are; any other quoted text is a value.
const QUOTED_TEXT =
  /(\b(?:relation|constraint|column|table|index|type|function|schema|sequence|database|role|operator|trigger|view|extension)\s+)?"(?:[^"]|"")*"/g;

const REDACTED = '[redacted]';

function isPostgresError(error: Error): boolean {
  const fields = error as Error & { severity?: unknown; code?: unknown };
  return (
    typeof fields.severity === 'string' &&
    typeof fields.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(fields.code)
  );
}

function redactQuotedValues(message: string): string {
  return message.replace(QUOTED_TEXT, (quoted, identifierKind?: string) =>
    identifierKind ? quoted : `"${REDACTED}"`,
  );
}

/** The stack with its first lines (the message) replaced; the frames name no values. */
function restack(error: Error, message: string): string {
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  const frames = at >= 0 ? stack.slice(at + error.message.length) : '';
  return `${error.name}: ${message}${frames}`;
}

/** A copy of the error with the same class name, and only the given message and fields. */
function copyError(
  error: Error,
  message: string,
  fields: Record<string, unknown>,
  cause: unknown,
): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.defineProperties(copy, {
    message: { value: message, writable: true, configurable: true },
    stack: { value: restack(error, message), writable: true, configurable: true },
    name: { value: error.name, writable: true, configurable: true },
  });
  Object.assign(copy, fields);
  if (cause !== undefined)
    Object.defineProperty(copy, 'cause', { value: cause, writable: true, configurable: true });
  return copy;
}

function redact(error: unknown, seen: Set<unknown>): unknown {
  if (!(error instanceof Error) || seen.has(error)) return error;
  seen.add(error);
  const cause = redact(error.cause, seen);
  if (error instanceof DrizzleQueryError) {
    return copyError(error, `Failed query: ${error.query}`, { query: error.query }, cause);
  }
  if (isPostgresError(error)) {
    const fields = Object.fromEntries(
      POSTGRES_FIELDS_KEPT.filter(
        (name) => (error as unknown as Record<string, unknown>)[name] !== undefined,
      ).map((name) => [name, (error as unknown as Record<string, unknown>)[name]]),
    );
    return copyError(error, redactQuotedValues(error.message), fields, cause);
  }
  if (cause === error.cause) return error;
  // Another error wrapping a database error: itself as it is, its cause redacted.
  return copyError(error, error.message, { ...error }, cause);
}

/** The error, or a copy of it with every database error in its causes stripped of values. */
export function redactDatabaseError<T>(error: T): T {
  return redact(error, new Set()) as T;
}

/** The logger's `err` serializer: pino's own, over the error with its values removed. */
export function serializeErrorForLog(error: Error): SerializedError {
  return serializeError(redactDatabaseError(error));
}
