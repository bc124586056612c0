import { ORDER_IMPORT_COLUMNS, type OrderImportView } from '@portal/shared/order-import';
import ExcelJS from 'exceljs';
import { malaysianPostcodes } from '../apps/server/src/modules/geography/dataset.ts';
import { BENCH_ORDER_ROWS } from './lib/order-import-bench.ts';
import { MB, measured, procStatus } from './lib/process-memory.ts';
import { loadAverages, machine, today, writeSection } from './lib/report.ts';
import { demoToken, jsonPoster, postJson, startBenchServer } from './lib/server.ts';

interface OrderImportBench {
  database: string;
  rows: number;
  fileBytes: number;
  floor: number[];
  portal: number[];
  floorMs: number;
  floorParseMs: number;
  floorInsertMs: number;
  portalMs: number;
  ratio: number;
  idleRssMb: number;
  peakRssMb: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const NAMES = [
  'Ahmad bin Ali',
  'Siti Nurhaliza',
  'Tan Wei Ming',
  'Lim Mei Ling',
  'Muthu a/l Raman',
  '陈美玲',
  'Nur Aisyah',
  'Wong Kar Seng',
];
const GOODS = ['Baju kurung', 'Kuih raya', 'Tudung', 'Phone case', 'Batik shirt', 'Books'];

/**
 * One file's rows by template field: distinct receivers at real places over the whole country
 * (every 7th postcode of the national data set), sent by the demo shop, 0.5 to 5 kg, a third COD,
 * all paid from the wallet. `round` goes into the remark, so every round's file is new (its rows are
 * new orders, not the first round's found again).
 */
function benchRows(count: number, round: number): Record<string, string | number>[] {
  const places = malaysianPostcodes();
  return Array.from({ length: count }, (_, i) => {
    const place = places[(i * 7) % places.length]!;
    return {
      receiverName: `${NAMES[i % NAMES.length]} ${i + 1}`,
      receiverTel: `01${i % 10}-${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`,
      receiverPostcode: place.postcode,
      receiverProv: place.state,
      receiverCity: place.city,
      receiverAddress: `${(i % 300) + 1}, Jalan Ampang ${(i % 40) + 1}`,
      goodsName: GOODS[i % GOODS.length]!,
      goodsType: 'OTHERS',
      brandName: 'Demo Trading',
      goodsNumber: 1,
      declaredValue: 50,
      weightKg: ((i % 10) + 1) / 2,
      cod: i % 3 === 0 ? 49.9 : '',
      orderCode: `SO${round}-${i + 1}`,
      remark: `bench round ${round}`,
      expressType: 'EZ',
      serveType: 'DROP OFF',
      payMethod: 'PP_PM',
      senderName: 'Demo Trading Sdn Bhd',
      senderTel: '03-5632 1188',
      senderPostcode: '47500',
      senderProv: 'Selangor',
      senderCity: 'Subang Jaya',
      senderAddress: 'No. 12, Jalan SS 15/4',
    };
  });
}

/**
 * A 1,000-row order file imported end to end through the real endpoints, from sending the upload
 * (importOrders.do: the multipart request, the zip inspection, reading the sheet, recording the import
 * and its job) to reading an IMPORTED state from getOrderImport with every row placed (the job: every
 * row's rules, places and price, the waybill numbers, the wallet debits, the tracking events, the
 * progress). The floor in the same run: the same bytes posted to the same server process, parsed by
 * exceljs and written as orders with one multi-row INSERT. After a warm-up of each, floor and portal
 * alternate `rounds` times; each round's file is new. The server's resident memory is sampled during
 * every portal round.
 */
async function benchOrderImport(opts: { databaseUrl?: string; rounds: number }): Promise<OrderImportBench> {
  const server = await startBenchServer({
    entry: 'order-import-server.ts',
    databaseUrl: opts.databaseUrl,
    database: 'portal_bench_order_import',
    name: 'the order import bench server',
    tsx: true,
  });
  try {
    const token = await demoToken(server.url);
    const post = jsonPoster(server.url);
    const templateRes = await postJson(server.url, '/api/innerOrderTempDownload.do', { parameter: {} }, token);
    if (!templateRes.headers.get('content-type')?.includes('spreadsheetml'))
      throw new Error(`template refused: ${await templateRes.text()}`);
    const template = Buffer.from(await templateRes.arrayBuffer());
    // The file as a customer makes it: the portal's own template, its example rows replaced.
    const fileOf = async (round: number) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      sheet.spliceRows(2, 2);
      benchRows(BENCH_ORDER_ROWS, round).forEach((row, i) => {
        sheet.getRow(i + 2).values = ORDER_IMPORT_COLUMNS.map((c) => row[c.field] ?? null);
      });
      // A copy in an ArrayBuffer of its own: what fetch and Blob take.
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    };
    const files = await Promise.all(Array.from({ length: opts.rounds + 1 }, (_, i) => fileOf(i)));

    let peak = 0;
    const portalRun = async (file: Uint8Array<ArrayBuffer>) => {
      const { result: ms, peakRssMb } = await measured(server.pid, async () => {
        const form = new FormData();
        form.append('parameter', JSON.stringify({}));
        form.append('file', new Blob([file]), 'orders.xlsx');
        const started = performance.now();
        const res = await fetch(`${server.url}/api/importOrders.do`, {
          method: 'POST',
          headers: { authtoken: token, lang: 'en' },
          body: form,
        });
        const reply = (await res.json()) as { success?: boolean; desc: string; data?: { importId: string } };
        if (!reply.success) throw new Error(`import refused: ${reply.desc}`);
        // The page polls the import; here every 50 ms, so the time is the state's, give or take one poll.
        for (;;) {
          const view = await post<{ data?: OrderImportView; desc: string }>(
            '/api/getOrderImport.do',
            { parameter: { importId: reply.data!.importId } },
            token,
          );
          const state = view.data?.state;
          if (state === 'IMPORTED' || state === 'FAILED') {
            const ms = performance.now() - started;
            if (view.data!.placed !== BENCH_ORDER_ROWS)
              throw new Error(
                `import placed ${view.data!.placed} of ${BENCH_ORDER_ROWS}: ${JSON.stringify(view.data!.errors.slice(0, 3))}`,
              );
            return ms;
          }
          if (!view.data) throw new Error(`getOrderImport: ${view.desc}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      peak = Math.max(peak, peakRssMb);
      return ms;
    };

    const floorParts: { parseMs: number; insertMs: number }[] = [];
    const floorRun = async (file: Uint8Array<ArrayBuffer>) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/bench/floor`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
      const { rows, parseMs, insertMs } = (await res.json()) as { rows: number; parseMs: number; insertMs: number };
      const ms = performance.now() - started;
      if (rows !== BENCH_ORDER_ROWS) throw new Error(`the floor wrote ${rows} rows`);
      floorParts.push({ parseMs, insertMs });
      return ms;
    };

    const idleRssMb = procStatus(server.pid, 'VmRSS') / MB;
    // Warm-up (JIT, caches, the geography and tariff snapshots), then alternate.
    await floorRun(files[0]!);
    await portalRun(files[0]!);
    floorParts.length = 0;
    peak = 0;
    const floor: number[] = [];
    const portal: number[] = [];
    for (let i = 1; i <= opts.rounds; i++) {
      floor.push(await floorRun(files[i]!));
      portal.push(await portalRun(files[i]!));
      console.log(`order import round ${i}: floor ${Math.round(floor.at(-1)!)} ms, portal ${Math.round(portal.at(-1)!)} ms`);
    }
    const floorMs = median(floor);
    const portalMs = median(portal);
    return {
      database: opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)',
      rows: BENCH_ORDER_ROWS,
      fileBytes: files[1]!.length,
      floor: floor.map(Math.round),
      portal: portal.map(Math.round),
      floorMs: Math.round(floorMs),
      floorParseMs: Math.round(median(floorParts.map((p) => p.parseMs))),
      floorInsertMs: Math.round(median(floorParts.map((p) => p.insertMs))),
      portalMs: Math.round(portalMs),
      ratio: portalMs / floorMs,
      idleRssMb: Math.round(idleRssMb),
      peakRssMb: Math.round(peak),
    };
  } finally {
    await server.stop();
  }
}

/** Runs the benchmark on PostgreSQL (when there is one) and on PGlite, and writes its section of docs/benchmarks.md. */
export async function reportOrderImport(opts: { rounds: number; pgUrl: string; command: string }): Promise<void> {
  const load = loadAverages();
  const runs: OrderImportBench[] = [];
  try {
    runs.push(await benchOrderImport({ databaseUrl: process.env.DATABASE_URL || opts.pgUrl, rounds: opts.rounds }));
  } catch (err) {
    console.warn(`PostgreSQL run skipped: ${(err as Error).message}`);
  }
  runs.push(await benchOrderImport({ rounds: opts.rounds }));
  const verdict = (ok: boolean) => (ok ? 'meets the bar' : '**misses the bar**');
  const ms = (n: number) => `${n.toLocaleString('en')} ms`;
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${ms(r.floorMs)} (parse ${ms(r.floorParseMs)}, INSERT ${ms(r.floorInsertMs)}) | ${ms(r.portalMs)} | ${r.ratio.toFixed(2)}x | ${verdict(r.portalMs <= 2000)} | ${verdict(r.ratio <= 3)} | ${r.idleRssMb} MB → ${r.peakRssMb} MB |`,
  );
  writeSection(
    'order-import',
    `## Order import (issue 16): a ${runs[0]?.rows.toLocaleString('en')}-row file to priced and paid orders

Bars (QUALITY.md): an Excel import of 1,000 rows to priced and paid orders takes <= 2 s and <= 3x the floor
(parse the file + one multi-row INSERT of the same rows), measured in the same run; the same on the embedded database.

Measured ${today()} on ${machine()}, with \`${opts.command}\` (load average ${load} when it started; the machine is
shared). The server is the portal's own (buildApp from the server's sources, run by tsx) in a process of its own on a
fresh database, the demo wallet topped up. The file is the portal's template (\`innerOrderTempDownload.do\`) filled with
${runs[0]?.rows.toLocaleString('en')} receivers at real places over the country (${((runs[0]?.fileBytes ?? 0) / 1024).toFixed(0)} KB), paid from the
wallet, a third with COD; each round's file is new (its remark names the round), so every round places new orders.
**Portal**: from sending \`importOrders.do\` to reading IMPORTED from \`getOrderImport.do\` (polled every 50 ms, as a page
would) with every row placed: the upload and zip inspection, reading the sheet, the import and its job recorded, then
the job: the file's waybill numbers taken in one block, every row through the order form's rules, places and price,
and the order module's batch placing 500 rows at a time, each batch checked while the one before is written
(\`placeDomesticOrders\`: one multi-row INSERT with the tracking events, one batched wallet debit with a ledger line
per order, one transaction a batch, progress after each; a poll of the running import reads its progress, not its
rows). **Floor**: the same bytes posted to the same server process, parsed by exceljs and written as orders with one multi-row INSERT (the rows as one JSON
parameter), no rules, price, numbers, wallet or events. After a warm-up of each, floor and portal alternate
${opts.rounds} times; times are medians. **Memory**: the server's resident memory when idle, and its peak during the portal
rounds (the kernel's high-water mark, and samples every 50 ms).

| database | floor | portal | ratio | <= 2 s | <= 3x floor | server memory (idle → peak) |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Rounds: ${runs.map((r) => `${r.database}: floor ${r.floor.join(', ')} ms; portal ${r.portal.join(', ')} ms.`).join(' ')}`,
  );
  console.table(
    runs.map((r) => ({ db: r.database, floor: r.floorMs, portal: r.portalMs, ratio: r.ratio.toFixed(2), peakMb: r.peakRssMb })),
  );
}
