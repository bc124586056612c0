// What the operator's commands (npm run tariff, npm run droppoints) share: their arguments and the
// portal's database opened as the server would open it.
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';

export const args = process.argv.slice(2);

/** The value after `--name`, or undefined. */
export const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

export const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** The configured database, migrated and with the courier's catalogue (no demo accounts). */
export async function openOperatorDatabase(): Promise<Database> {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  await seedDatabase(database.db, { demo: false });
  return database;
}
