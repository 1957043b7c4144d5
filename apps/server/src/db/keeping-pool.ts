/**
 * A node-postgres pool that keeps a connection after an error PostgreSQL reported (a refused
 * hold, a CHECK, a unique violation). pg-pool's own `query` ends the connection after any error,
 * so every refusal would cost a new backend and its prepared statements, exactly when sessions
 * sell out (issue "run it in production"). An error of the connection itself still ends it.
 */
import pg from 'pg';

export class KeepingPool extends pg.Pool {
  // Drizzle calls query(config) or query(text, values) and awaits it; a callback goes to pg-pool.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
  override query(...args: any[]): any {
    if (args.some((arg) => typeof arg === 'function')) return super.query(...(args as [string]));
    return this.queryKeepingConnection(args[0], args[1]);
  }

  private async queryKeepingConnection(
    config: string | pg.QueryConfig,
    values?: unknown[],
  ): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      // A statement PostgreSQL refused (severity ERROR) outside a transaction leaves its
      // connection ready for the next one; FATAL and PANIC end the connection.
      const refused = error instanceof pg.DatabaseError && error.severity === 'ERROR';
      client.release(refused ? undefined : (error as Error));
      throw error;
    }
  }
}
