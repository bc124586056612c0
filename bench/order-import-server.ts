// The server for the order import benchmark (bench/order-import.ts), in a process of its own: the real
// portal (buildApp from the server's sources, run by tsx) on a fresh database with the demo wallet
// topped up, plus the floor in the same process and database: the same file parsed with exceljs and
// its rows written as orders with one multi-row INSERT, served at POST /bench/floor.
// Settings come from the environment: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).

import { ORDER_IMPORT_COLUMNS } from '@portal/shared/order-import';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import { tariffs, walletLedger, wallets } from '../apps/server/src/db/schema/index.ts';
import { openBenchPortal, serveUntilStopped } from './lib/bench-portal.ts';
import { BENCH_ORDER_TOPUP_SEN } from './lib/order-import-bench.ts';

const portal = await openBenchPortal();
const { config, database, demo } = portal;
const { customerId } = demo;

// The demo wallet pays every round's orders; the top-up has its ledger line, so the ledger still adds up.
await database.db.transaction(async (tx) => {
  const [row] = await tx
    .update(wallets)
    .set({ balanceSen: sql`${wallets.balanceSen} + ${BENCH_ORDER_TOPUP_SEN}` })
    .where(eq(wallets.customerId, customerId))
    .returning({ balance: wallets.balanceSen });
  await tx.insert(walletLedger).values({
    customerId,
    amountSen: BENCH_ORDER_TOPUP_SEN,
    balanceAfterSen: row!.balance,
    kind: 'TOPUP',
    reference: `bench-order-import-${Date.now()}`,
    note: 'Benchmark top-up',
  });
});

/** A tariff line for the floor's rows to name (the portal's rows name theirs: the same foreign key check). */
const [line] = await database.db.select({ id: tariffs.id }).from(tariffs).limit(1);
const text = (value: ExcelJS.CellValue) => (value === null || value === undefined ? '' : String(value).trim());
let floorRun = 0;

/**
 * The floor: the uploaded bytes parsed by exceljs (first sheet, header row skipped, the template's
 * columns in order), and every row written as an order, as wide as the portal's, with one multi-row
 * INSERT (the rows as one JSON parameter, the portal's own technique) and nothing else: no rules, no
 * price, no waybill sequence, no wallet, no tracking event. Derived columns take the plainest values.
 */
async function floorImport(file: Buffer): Promise<{ rows: number; parseMs: number; insertMs: number }> {
  const started = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const run = ++floorRun;
  const rows: Record<string, unknown>[] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n === 1) return;
    const cell = (field: string) => text(row.getCell(ORDER_IMPORT_COLUMNS.findIndex((c) => c.field === field) + 1).value);
    const weightG = Math.round(Number(cell('weightKg')) * 1000);
    rows.push({
      waybill_no: `F${String(run).padStart(4, '0')}${String(n).padStart(7, '0')}`,
      customer_id: customerId,
      created_by: demo.userId,
      client_request_id: `floor-${run}-${n}`,
      kind: 'domestic',
      express_type: cell('expressType'),
      serve_type: cell('serveType'),
      pay_method: cell('payMethod'),
      sender_name: cell('senderName'),
      sender_tel: cell('senderTel'),
      sender_postcode: cell('senderPostcode'),
      sender_prov: cell('senderProv'),
      sender_city: cell('senderCity'),
      sender_address: cell('senderAddress'),
      receiver_name: cell('receiverName'),
      receiver_tel: cell('receiverTel'),
      receiver_postcode: cell('receiverPostcode'),
      receiver_prov: cell('receiverProv'),
      receiver_city: cell('receiverCity'),
      receiver_address: cell('receiverAddress'),
      goods_name: cell('goodsName'),
      weight_g: weightG,
      zone: 'WM',
      sort_code: `BEN ${cell('receiverPostcode')}`,
      volumetric_weight_g: 0,
      chargeable_weight_g: weightG,
      freight_sen: 800,
      insurance_sen: 0,
      cod_fee_sen: 0,
      total_sen: 800,
      tariff_id: line?.id ?? null,
      order_code: cell('orderCode'),
      remark: cell('remark'),
    });
  });
  const parsed = performance.now();
  const columns = Object.keys(rows[0]!);
  const types: Record<string, string> = {
    customer_id: 'integer',
    created_by: 'integer',
    weight_g: 'integer',
    volumetric_weight_g: 'integer',
    chargeable_weight_g: 'integer',
    freight_sen: 'bigint',
    insurance_sen: 'bigint',
    cod_fee_sen: 'bigint',
    total_sen: 'bigint',
    tariff_id: 'bigint',
  };
  const list = sql.raw(columns.join(', '));
  const shape = sql.raw(columns.map((c) => `${c} ${types[c] ?? 'text'}`).join(', '));
  const result = (await database.db.execute(
    sql`insert into orders (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${shape}) returning id`,
  )) as unknown as { rows: unknown[] };
  return { rows: result.rows.length, parseMs: parsed - started, insertMs: performance.now() - parsed };
}

const app = await buildApp({
  config,
  database,
  extend: (deps) => {
    deps.app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    deps.app.post<{ Body: Buffer }>('/bench/floor', async (request) => floorImport(request.body));
  },
});

await serveUntilStopped(app, portal);
