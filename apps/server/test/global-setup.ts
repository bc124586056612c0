import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { JobQueue } from '../src/lib/jobs/job-queue.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated and seeded database to copy per test file. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated and seeded database to clone per test file. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy of
 * it (a PGlite snapshot, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL), which costs well
 * under a second instead of a fresh start and seed per file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, template), dataDir: '' });
    await seedDatabase(database.db, { demo: true });
    await createJobSchema(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  await seedDatabase(database.db, { demo: true });
  await createJobSchema(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `portal-test-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rm(file, { force: true });
}

/** The job queue's schema, as a server's first start creates it: in the copy, so no test file pays for it. */
async function createJobSchema(database: Database): Promise<void> {
  const jobs = new JobQueue(database, { log: pino({ level: 'silent' }), work: false });
  await jobs.start();
  await jobs.stop();
}
