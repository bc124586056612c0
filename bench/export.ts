import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { downloadSignedJson, EXPORT_DOWNLOAD_PATH, type ExportTask, signatureBase } from '@portal/shared/export';
import ExcelJS from 'exceljs';
import { BENCH_COLUMNS, BENCH_ORDER_FILTER, BENCH_ROWS, BENCH_SOURCE, ORDER_EXPORT_COLUMNS } from './lib/export-bench.ts';
import { MB, measured, procStatus } from './lib/process-memory.ts';
import { demoToken, jsonPoster, startBenchServer } from './lib/server.ts';

interface ExportRun {
  ms: number;
  peakRssMb: number;
}

/** One list exported: the synthetic table, or the order management's own export over real orders. */
interface ExportCase {
  rows: number;
  fileBytes: number;
  floorFileBytes: number;
  floor: ExportRun[];
  portal: ExportRun[];
  /** Medians, and the worse peak of the rounds. */
  floorMs: number;
  portalMs: number;
  ratio: number;
  floorPeakMb: number;
  portalPeakMb: number;
}

export interface ExportBench {
  database: string;
  /** The idle server's resident memory before the first export. */
  idleRssMb: number;
  /** The bench-only source over a 13-column table. */
  synthetic: ExportCase;
  /** `exportOrders` (order management) over real orders, with the list's join and its labels. */
  orders: ExportCase;
}

/** What a case exports, and how its floor is asked for. */
interface CaseSpec {
  source: string;
  columns: { fieldName: string; header: string }[];
  params: Record<string, unknown>;
  floorPath: string;
  /** The first data row's first cell, checked in every file. */
  firstCell: (first: unknown[]) => boolean;
}

const _root = new URL('../', import.meta.url).pathname;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The data rows of an xlsx, read back with exceljs's streaming reader (the header row is not counted). */
async function countRows(input: Readable): Promise<{ rows: number; header: unknown[]; first: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore' });
  let rows = 0;
  let header: unknown[] = [];
  let first: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1);
      if (row.number === 1) header = values;
      else {
        if (row.number === 2) first = values;
        rows++;
      }
    }
  }
  return { rows, header, first };
}

/**
 * A 100,000-row export as a download-centre task (saveExportTask.do, the job queue's runner in the
 * server, the file stored), against the floor in the same process: the same rows read from the same
 * database with the same queries and written with exceljs's streaming WorkbookWriter to a file. Two
 * lists: the synthetic table, then the order management's own export (`exportOrders`) over 100,000
 * real orders. Alternates floor and portal `rounds` times after a warm-up of each; every portal file
 * is downloaded and its rows counted.
 */
export async function benchExport(opts: { databaseUrl?: string; rounds: number }): Promise<ExportBench> {
  // The bench server (export-server.ts), its orders made by its seeding run; --expose-gc for /bench/gc.
  const server = await startBenchServer({
    entry: 'export-server.ts',
    databaseUrl: opts.databaseUrl,
    database: 'portal_bench_export',
    seeding: 'seeding the export bench database',
    name: 'the export bench server',
    nodeArgs: ['--expose-gc'],
  });
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-export-'));
  try {
    const json = jsonPoster(server.url);
    const post = async <T>(name: string, parameter: unknown, token?: string) => {
      const reply = await json<{ success?: boolean; desc: string; data: T }>(`/api/${name}.do`, { parameter }, token);
      if (!reply.success) throw new Error(`${name} failed: ${reply.desc}`);
      return reply.data;
    };
    const token = await demoToken(server.url);
    const { sessionId } = await post<{ sessionId: string }>('getUserInfo', {}, token);
    const visitorCode = 'bench-export';
    const gc = () => fetch(`${server.url}/bench/gc`, { method: 'POST' });

    const floorRun = async (spec: CaseSpec, i: number) => {
      await gc();
      const file = join(work, `floor-${i}.xlsx`);
      const run = await measured(server.pid, async () => {
        const res = await fetch(`${server.url}${spec.floorPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ file }),
        });
        return (await res.json()) as { rows: number; bytes: number };
      });
      if (run.result.rows !== BENCH_ROWS) throw new Error(`floor wrote ${run.result.rows} rows`);
      const read = await countRows(createReadStream(file));
      if (read.rows !== BENCH_ROWS) throw new Error(`floor file holds ${read.rows} rows`);
      rmSync(file);
      return { ms: run.ms, peakRssMb: run.peakRssMb, bytes: run.result.bytes };
    };

    const portalRun = async (spec: CaseSpec) => {
      await gc();
      const queued = Date.now();
      const run = await measured(server.pid, async () => {
        const { taskId } = await post<{ taskId: string }>(
          'export/saveExportTask',
          { source: spec.source, columns: spec.columns, params: spec.params, fileName: 'orders' },
          token,
        );
        for (;;) {
          const { list } = await post<{ list: ExportTask[] }>('export/listTasks', { page: 1, pageSize: 10 }, token);
          const task = list.find((t) => t.id === taskId);
          if (task?.state === 'DONE') return task;
          if (task && task.state !== 'WAITING' && task.state !== 'RUNNING') throw new Error(`export task ${task.state}: ${task.error}`);
          // The time is the task's own finishing time, so polling slowly costs no accuracy and leaves the server be.
          await new Promise((r) => setTimeout(r, 250));
        }
      });
      const task = run.result;
      const ms = Date.parse(task.finishedAt!) - queued;
      if (task.rows !== BENCH_ROWS) throw new Error(`export task reports ${task.rows} rows`);
      // The file as the download centre hands it out: the signed link of spec 7.
      const t = Date.now();
      const s = createHash('md5')
        .update(signatureBase(downloadSignedJson(task.id), t, sessionId, visitorCode))
        .digest('hex');
      const query = new URLSearchParams({ taskId: task.id, token, t: String(t), s, v: visitorCode });
      const res = await fetch(`${server.url}${EXPORT_DOWNLOAD_PATH}?${query}`);
      if (!res.headers.get('content-type')?.includes('spreadsheetml')) throw new Error(`download refused: ${await res.text()}`);
      const body = Buffer.from(await res.arrayBuffer());
      const read = await countRows(Readable.from(body));
      if (read.rows !== BENCH_ROWS) throw new Error(`the exported file holds ${read.rows} data rows, not ${BENCH_ROWS}`);
      if (read.header.join('|') !== spec.columns.map((c) => c.header).join('|')) throw new Error(`unexpected header ${read.header}`);
      if (!spec.firstCell(read.first)) throw new Error(`unexpected first row ${read.first}`);
      await post('export/deleteTask', { taskId: task.id }, token);
      return { ms, peakRssMb: run.peakRssMb, bytes: body.length };
    };

    /** Warm-up (JIT, caches, the table in the database's buffers), then floor and portal alternate. */
    const measure = async (label: string, spec: CaseSpec): Promise<ExportCase> => {
      await floorRun(spec, 0);
      await portalRun(spec);
      const floors: Awaited<ReturnType<typeof floorRun>>[] = [];
      const portals: Awaited<ReturnType<typeof portalRun>>[] = [];
      for (let i = 1; i <= opts.rounds; i++) {
        floors.push(await floorRun(spec, i));
        portals.push(await portalRun(spec));
        console.log(
          `export ${label} round ${i}: floor ${Math.round(floors.at(-1)!.ms)} ms, portal ${Math.round(portals.at(-1)!.ms)} ms, peak ${Math.round(portals.at(-1)!.peakRssMb)} MB`,
        );
      }
      const floorMs = median(floors.map((r) => r.ms));
      const portalMs = median(portals.map((r) => r.ms));
      const round = (r: { ms: number; peakRssMb: number }) => ({ ms: Math.round(r.ms), peakRssMb: Math.round(r.peakRssMb) });
      return {
        rows: BENCH_ROWS,
        fileBytes: portals[0]!.bytes,
        floorFileBytes: floors[0]!.bytes,
        floor: floors.map(round),
        portal: portals.map(round),
        floorMs: Math.round(floorMs),
        portalMs: Math.round(portalMs),
        ratio: portalMs / floorMs,
        floorPeakMb: Math.round(Math.max(...floors.map((r) => r.peakRssMb))),
        portalPeakMb: Math.round(Math.max(...portals.map((r) => r.peakRssMb))),
      };
    };

    await gc();
    const idleRssMb = procStatus(server.pid, 'VmRSS') / MB;
    const synthetic = await measure('synthetic', {
      source: BENCH_SOURCE,
      columns: BENCH_COLUMNS,
      params: {},
      floorPath: '/bench/floor',
      firstCell: (first) => first[0] === 'ORD00000001',
    });
    const orders = await measure('orders', {
      source: 'exportOrders',
      columns: ORDER_EXPORT_COLUMNS,
      params: BENCH_ORDER_FILTER,
      floorPath: '/bench/floor-orders',
      // Newest first: the last order made is the first row.
      firstCell: (first) => first[0] === `7${String(BENCH_ROWS).padStart(11, '0')}`,
    });
    return {
      database: opts.databaseUrl ? 'PostgreSQL 15' : 'PGlite (embedded)',
      idleRssMb: Math.round(idleRssMb),
      synthetic,
      orders,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}
