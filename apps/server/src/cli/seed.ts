// npm run db:seed: applies migrations and adds the demo data to a database without customers.
// On the embedded database, stop the server first: one PGlite folder serves one process.
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config);
const seeded = await seedDatabase(database.db, { demo: true });
await database.close();
console.log(seeded ? 'demo data added' : 'the database already has customers: reference data updated, no demo data added');
