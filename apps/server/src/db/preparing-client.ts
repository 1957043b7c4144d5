/**
 * A node-postgres client that prepares each statement it sends with parameters once per
 * connection, as postgres.js and JDBC drivers do by default: PostgreSQL then skips parsing and,
 * after a few runs, planning it (decision 067). The statement's name is a digest of its text,
 * so the same text always has the same name and two texts never share one.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

function nameStatement(text: string): string {
  return `s${createHash('sha1').update(text).digest('base64url')}`;
}

export class PreparingClient extends pg.Client {
  // Drizzle calls query(config) or query(text, values); a named config is left as it is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
  override query(...args: any[]): any {
    const [config, values] = args;
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      return super.query({ text: config, values, name: nameStatement(config) }, ...args.slice(2));
    }
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function' &&
      ((Array.isArray(config.values) && config.values.length > 0) ||
        (Array.isArray(values) && values.length > 0))
    ) {
      return super.query({ ...config, name: nameStatement(config.text) }, ...args.slice(1));
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
