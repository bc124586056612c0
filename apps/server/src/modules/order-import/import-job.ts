import { createHash } from 'node:crypto';
import { parseLang } from '@portal/shared/lang';
import { type ImportCells, type ImportDefaults, importCellProblems, orderOfCells, sheetFieldOf } from '@portal/shared/order-import';
import { type InsertOrderParameter, insertOrderParameter } from '@portal/shared/order-rules';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ImportRowRecord } from '../../db/schema/index.ts';
import type { PortalError } from '../../lib/errors.ts';
import { type JobQueue, jobRef } from '../../lib/jobs/job-queue.ts';
import type { SmartAddress } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';
import { type PlaceDeps, placeDomesticOrders } from '../orders/service.ts';
import { claimImport, failImport, type OrderImportRow, saveDone, saveProgress } from './repository.ts';
import { resolveRow } from './resolve-row.ts';

/** Places the rows of one import; the job's id is the import's, so an import has one job at a time. */
export const ORDER_IMPORT_RUN = jobRef<{ importId: string }>('orderImport.run');

/**
 * A row's request id: the same customer, file and row give the same id, so a second upload of the
 * file (or a double click) answers the orders of the first instead of placing new ones
 * (docs/decisions.md "Bulk import: how a row is recognised").
 */
const rowRequestId = (customerId: number, fileHash: string, rowNumber: number): string =>
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
 * into an insertOrder parameter with the import's defaults, and placed through placeDomesticOrders,
 * the order module's batch path over the order form's own rules (price, waybill numbers, wallet
 * debit, tracking), a batch per transaction in the file's order. A broken rule or an empty wallet
 * refuses that row alone.
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
      const imp = await claimImport(deps.db, importId, job.retryCount > 0 ? ['WAITING', 'IMPORTING'] : ['WAITING']);
      if (imp) await runImport(deps, imp, job.stopping);
    },
  });
}

/**
 * Rows placed in one transaction: progress is written after each batch (the page polls it). Each
 * batch costs its own round trips (the rows placed before, the wallet's lock, the ledger, the commit,
 * the progress), so a full file of 1,000 rows is two batches: the page still sees it half-way.
 */
const BATCH = 500;

type RowErrors = NonNullable<ImportRowRecord['errors']>;
type Say = (key: string, params?: Record<string, string | number>) => string;

/**
 * A row's cells checked as the order form checks its fields: the insertOrder parameter, or the row's
 * problems by sheet column (a postcode the region data lacks is the postcode's problem, not its state's).
 */
export async function rowOrder(
  cells: ImportCells,
  defaults: ImportDefaults,
  requestId: string,
  deps: Pick<ImportJobDeps, 'geography' | 'paste'>,
  say: Say,
): Promise<{ order: InsertOrderParameter } | { errors: RowErrors }> {
  const { cells: resolved, problems } = await resolveRow(cells, deps.geography, deps.paste);
  // Neither the row nor the import names a sender: one message saying where a sender comes from, not six blank cells.
  const noSender = !resolved.senderName?.trim() && !defaults.sender;
  if (noSender) problems.push({ field: 'senderName', key: 'importSenderMissing' });
  problems.push(...importCellProblems(resolved));
  const parsed = insertOrderParameter.safeParse(orderOfCells(resolved, defaults, requestId));
  if (parsed.success && !problems.length) return { order: parsed.data };
  const errors: RowErrors = problems.map((p) => ({ field: p.field, message: say(p.key, p.params) }));
  for (const issue of parsed.error?.issues ?? []) {
    const field = sheetFieldOf(String(issue.path[0] ?? ''));
    if (errors.some((e) => e.field === field)) continue;
    if (noSender && field.startsWith('sender')) continue;
    // A side whose place is already a problem (postcode, state or town) says it once.
    const side = /^(sender|receiver)(Prov|City)$/.exec(field)?.[1];
    if (side && errors.some((e) => e.field.startsWith(side) && /(Postcode|Prov|City)$/.test(e.field))) continue;
    const { key, params } = describeIssue(issue);
    errors.push({ field, message: say(key, params) });
  }
  return { errors };
}

/** A refused order's problems by sheet column: each broken rule at its cell, anything else on the row. */
export function refusalErrors(err: PortalError, say: Say): RowErrors {
  const issues = (err.data as { issues?: { field: string; desc: string }[] } | null)?.issues;
  return issues?.length
    ? issues.map((i) => ({ field: sheetFieldOf(i.field), message: i.desc }))
    : [{ field: 'row', message: say(err.messageKey, err.params) }];
}

/** Rows checked between two looks at the database's answers (the batch before is being written meanwhile). */
const CHECKS_BETWEEN_YIELDS = 50;

async function runImport(deps: ImportJobDeps, imp: OrderImportRow, stopping: () => boolean): Promise<void> {
  const started = Date.now();
  const importId = imp.id;
  const lang = parseLang(imp.lang);
  const say: Say = (key, params) => deps.place.translate(key, lang, params);
  const caller = { customerId: imp.customerId, userId: imp.userId };
  const defaults: ImportDefaults = imp.defaults;
  const rows: ImportRowRecord[] = imp.rows.map((r) => ({ ...r }));
  const unplaced = rows.filter((r) => !r.waybillNo);
  let done = rows.length - unplaced.length;

  /** A batch's rows checked; the bad ones get their errors, the good ones are answered to place. */
  const check = async (batch: ImportRowRecord[]) => {
    const good: { row: ImportRowRecord; order: InsertOrderParameter }[] = [];
    for (const [i, row] of batch.entries()) {
      // The checks are this process's work, the batch before is the database's: its answers are taken between rows.
      if (i % CHECKS_BETWEEN_YIELDS === CHECKS_BETWEEN_YIELDS - 1) await new Promise((r) => setImmediate(r));
      row.errors = undefined;
      const checked = await rowOrder(row.cells, defaults, rowRequestId(imp.customerId, imp.fileHash, row.rowNumber), deps, say);
      if ('errors' in checked) row.errors = checked.errors;
      else good.push({ row, order: checked.order });
    }
    return good;
  };
  /** The good rows of a batch placed in one transaction, in the file's order; then the progress. */
  const place = async (good: { row: ImportRowRecord; order: InsertOrderParameter }[], size: number) => {
    const outcomes = await placeDomesticOrders(
      deps.place,
      caller,
      good.map((b) => b.order),
      lang,
      null,
    );
    good.forEach(({ row }, j) => {
      const outcome = outcomes[j]!;
      if ('refused' in outcome) row.errors = refusalErrors(outcome.refused, say);
      else {
        row.waybillNo = outcome.placed.waybillNo;
        row.existing = !outcome.placed.created || undefined;
      }
    });
    done += size;
    if (done < rows.length) await saveDone(deps.db, importId, done);
  };

  // The whole file's waybill numbers in one round trip (each batch then takes its own from the block),
  // and each batch's rows checked while the batch before is written; batches are placed one after
  // the other, in the file's order.
  let writing: Promise<void> = deps.place.waybills.reserve(unplaced.length);
  for (let i = 0; i < unplaced.length; i += BATCH) {
    const batch = unplaced.slice(i, i + BATCH);
    // Its failure is thrown below, once this batch is checked (and never goes unheard meanwhile).
    writing.catch(() => {});
    const good = await check(batch).finally(() => writing);
    if (stopping()) throw new Error('order import interrupted: the process is closing');
    writing = place(good, batch.length);
  }
  await writing;
  await saveProgress(deps.db, importId, rows, rows.length, { state: 'IMPORTED', finishedAt: new Date() });
  deps.log.info(
    { event: 'orderImport.done', importId, customerId: imp.customerId, rows: rows.length, ms: Date.now() - started },
    'order import done',
  );
}
