/**
 * A node-postgres client that prepares each statement it sends with parameters once per
 * connection, as postgres.js and JDBC drivers do by default: PostgreSQL then skips parsing and,
 * after a few runs, planning it (decision 067). The statement's name is a digest of its text,
 * so the same text always has the same name and two texts never share one.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements one connection prepares at most; later texts run unnamed. The shop's own texts
 * are far fewer: the bound keeps a backend's memory in hand should some text vary without end.
 */
export const MAX_PREPARED_STATEMENTS = 500;

function hasValues(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

export class PreparingClient extends pg.Client {
  private readonly preparedNames = new Set<string>();

  /** The name to prepare `text` under, or undefined once the connection holds its share. */
  private nameStatement(text: string): string | undefined {
    const name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (this.preparedNames.has(name)) return name;
    if (this.preparedNames.size >= MAX_PREPARED_STATEMENTS) return undefined;
    this.preparedNames.add(name);
    return name;
  }

  // Drizzle calls query(config) or query(text, values); a named config is left as it is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
  override query(...args: any[]): any {
    const [config, values] = args;
    if (typeof config === 'string' && hasValues(values)) {
      const name = this.nameStatement(config);
      return super.query({ text: config, values, name }, ...args.slice(2));
    }
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function' &&
      (hasValues(config.values) || hasValues(values))
    ) {
      const name = this.nameStatement(config.text);
      return super.query({ ...config, name }, ...args.slice(1));
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
