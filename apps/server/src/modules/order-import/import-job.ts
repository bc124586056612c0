import { createHash } from 'node:crypto';
import { parseLang } from '@portal/shared/lang';
import { type ImportDefaults, orderOfCells, sheetFieldOf } from '@portal/shared/order-import';
import { insertOrderParameter } from '@portal/shared/order-rules';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ImportRowRecord } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { SmartAddress } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';
import { type PlaceDeps, placeDomesticOrder } from '../orders/service.ts';
import { claimImport, failImport, importById, saveProgress } from './repository.ts';
import { resolveRow } from './resolve-row.ts';

/** Places the rows of one import; the job's id is the import's, so an import has one job at a time. */
export const ORDER_IMPORT_RUN = jobRef<{ importId: string }>('orderImport.run');

/** Progress is written every this many rows: the page polls it. */
const PROGRESS_EVERY = 25;

/**
 * A row's request id: the same customer, file and row give the same id, so a second upload of the
 * file (or a double click) answers the orders of the first instead of placing new ones
 * (docs/decisions.md "Bulk import: how a row is recognised").
 */
export const rowRequestId = (customerId: number, fileHash: string, rowNumber: number): string =>
  `imp-${createHash('sha256').update(`${customerId}:${fileHash}:${rowNumber}`).digest('hex').slice(0, 40)}`;

export interface ImportJobDeps {
  db: Db;
  jobs: JobQueue;
  geography: GeographyService;
  place: PlaceDeps;
  paste: (text: string) => Promise<SmartAddress>;
  log: FastifyBaseLogger;
}

/**
 * The import job: each row not yet placed is completed (smart paste, places from postcodes), turned
 * into an insertOrder parameter with the import's defaults, and placed through placeDomesticOrder,
 * the order form's own path (rules, price, waybill number, wallet debit, tracking), one row at a
 * time in the file's order. A broken rule or an empty wallet refuses that row alone.
 */
export function defineImportJob(deps: ImportJobDeps): void {
  deps.jobs.define({
    ...ORDER_IMPORT_RUN,
    retryLimit: 3,
    retryDelaySeconds: 1,
    // Spec 7: the import call's own timeout is 120 s; a job of 1000 rows is well inside this.
    expireInSeconds: 15 * 60,
    onDeadLetter: async ({ importId }) => {
      await failImport(deps.db, importId);
      deps.log.error({ event: 'orderImport.failed', importId }, 'order import failed: its job ran out of retries');
    },
    handle: async ({ importId }, job) => {
      // A retry takes back an import its dead attempt left IMPORTING: the rows placed are skipped by their waybill.
      if (!(await claimImport(deps.db, importId, job.retryCount > 0 ? ['WAITING', 'IMPORTING'] : ['WAITING']))) return;
      await runImport(deps, importId, job.stopping);
    },
  });
}

async function runImport(deps: ImportJobDeps, importId: string, stopping: () => boolean): Promise<void> {
  const started = Date.now();
  const imp = (await importById(deps.db, importId))!;
  const lang = parseLang(imp.lang);
  const say = (key: string, params?: Record<string, string | number>) => deps.place.translate(key, lang, params);
  const caller = { customerId: imp.customerId, userId: imp.userId };
  const defaults: ImportDefaults = imp.defaults;
  const rows: ImportRowRecord[] = imp.rows.map((r) => ({ ...r }));
  let done = 0;
  for (const row of rows) {
    if (stopping()) throw new Error('order import interrupted: the process is closing');
    done++;
    if (row.waybillNo) continue;
    row.errors = undefined;
    const { cells, problems } = await resolveRow(row.cells, deps.geography, deps.paste);
    const candidate = orderOfCells(cells, defaults, rowRequestId(imp.customerId, imp.fileHash, row.rowNumber));
    const parsed = insertOrderParameter.safeParse(candidate);
    if (!parsed.success || problems.length) {
      const errors: NonNullable<ImportRowRecord['errors']> = problems.map((p) => ({ field: p.field, message: say(p.key) }));
      for (const issue of parsed.error?.issues ?? []) {
        const field = sheetFieldOf(String(issue.path[0] ?? ''));
        if (errors.some((e) => e.field === field)) continue;
        // A postcode the region data lacks left its state and city blank: the postcode is the problem.
        const side = /^(sender|receiver)(Prov|City)$/.exec(field)?.[1];
        if (side && errors.some((e) => e.field === `${side}Postcode`)) continue;
        const { key, params } = describeIssue(issue);
        errors.push({ field, message: say(key, params) });
      }
      row.errors = errors;
    } else {
      try {
        const placed = await placeDomesticOrder(deps.place, caller, parsed.data, lang, null);
        row.waybillNo = placed.waybillNo;
        row.existing = !placed.created || undefined;
      } catch (err) {
        if (!(err instanceof PortalError)) throw err;
        const issues = (err.data as { issues?: { field: string; desc: string }[] } | null)?.issues;
        row.errors = issues?.length
          ? issues.map((i) => ({ field: sheetFieldOf(i.field), message: i.desc }))
          : [{ field: 'row', message: say(err.messageKey, err.params) }];
      }
    }
    if (done % PROGRESS_EVERY === 0) await saveProgress(deps.db, importId, rows, done);
  }
  await saveProgress(deps.db, importId, rows, done, { state: 'IMPORTED', finishedAt: new Date() });
  deps.log.info(
    { event: 'orderImport.done', importId, customerId: imp.customerId, rows: rows.length, ms: Date.now() - started },
    'order import done',
  );
}
