/**
 * With TEST_DB=postgres, builds one migrated template database per run; each test file then
 * gets its own copy (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB !== 'postgres' || !adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const template = `shop_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = openPostgres(url.toString(), 2);
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', { adminUrl, template });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}%`],
    );
    for (const row of rows.filter((r) => r.datname !== template)) {
      await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    }
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
