// The server for the address import benchmark (bench/address-import.ts), in a process of its own: the
// real portal (buildApp from the server's sources, run by tsx) on a fresh database, plus the floor in
// the same process and database: the same file parsed with exceljs and its rows written with the
// portal's one multi-row INSERT, served at POST /bench/floor. POST /bench/reset empties the demo customer's
// receiver book of the bench's rows between runs, so every run adds the same 1,000 entries.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).

import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import { addresses } from '../apps/server/src/db/schema/index.ts';
import { insertAddresses } from '../apps/server/src/modules/addresses/import/insert-addresses.ts';
import type { AddressValues } from '../apps/server/src/modules/addresses/repository.ts';
import { BENCH_NAME_PREFIX } from './lib/address-import-bench.ts';
import { openBenchPortal, serveUntilStopped } from './lib/bench-portal.ts';

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;

const text = (value: ExcelJS.CellValue) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The floor: the uploaded bytes parsed by exceljs (first sheet, header row skipped), and the rows,
 * as they are, written by the portal's own one-statement INSERT into the same table.
 */
async function floorImport(file: Buffer): Promise<{ rows: number; parseMs: number; insertMs: number }> {
  const started = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: AddressValues[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n === 1) return;
    const cell = (c: number) => text(row.getCell(c).value);
    const postcode = cell(3);
    rows.push({
      name: cell(1),
      contacts: cell(2),
      countryCode: 'MYS',
      postcode,
      prov: cell(4),
      city: cell(5),
      area: postcode,
      address: cell(6),
      email: '',
    });
  });
  const parsed = performance.now();
  const added = await database.db.transaction((tx) => insertAddresses(tx, { customerId }, demo.userId, '1', rows));
  return { rows: added, parseMs: parsed - started, insertMs: performance.now() - parsed };
}

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    deps.app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    deps.app.post<{ Body: Buffer }>('/bench/floor', async (request) => floorImport(request.body));
    deps.app.post('/bench/reset', async () => {
      const gone = await deps.db
        .delete(addresses)
        .where(and(eq(addresses.customerId, customerId), like(addresses.name, `${BENCH_NAME_PREFIX}%`)))
        .returning({ id: addresses.id });
      return { deleted: gone.length };
    });
  },
});

await serveUntilStopped(app, portal);
