import { Code } from '@portal/shared/codes';
import { statusAfter } from '@portal/shared/complaints';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import type { Page, Paging } from '@portal/shared/table-config';
import {
  type AddWorkOrderInput,
  WORK_ORDER_LIMITS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  type WorkOrderDetail,
  type WorkOrderFile,
  type WorkOrderRow,
  type WorkOrderStatus,
  type WorkOrderStatusCount,
  type WorkOrderType,
} from '@portal/shared/work-orders';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, orders, workOrderEntries, workOrderFiles, workOrders } from '../../db/schema/index.ts';
import { type CaseFilter, type CaseViewer, caseFilter, caseNo, caseOf, DESK_QUEUE_MAX, deskOrder, takeStep } from '../../lib/case-kit.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import { cappedCount } from '../../lib/keyset.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';
import type { NotificationService } from '../notifications/service.ts';
import { findOrder } from '../orders/service.ts';

/**
 * Work orders (issue 18; docs/decisions.md "Work orders"): raised by a customer about its own waybills
 * (or none), answered at the courier's desk, each step an entry of the work order's timeline with the
 * files attached to it.
 */

export type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;
type Stored = typeof workOrders.$inferSelect;

const workOrderNo = (id: number): string => caseNo('WO', id);
const notFound = () => new PortalError(Code.NOT_FOUND, 'workOrderNotFound');
const mine = ({ customerId }: RowScope) => eq(workOrders.customerId, customerId);

function toRow(r: Stored, lang: Lang, translate: Translate, fileCount = 0): WorkOrderRow {
  const type = WORK_ORDER_TYPES[r.type as WorkOrderType];
  return {
    id: r.id,
    workOrderNo: workOrderNo(r.id),
    type: r.type as WorkOrderType,
    typeName: type ? translate(type.label, lang) : r.type,
    waybillNo: r.waybillNo ?? '',
    status: r.status as WorkOrderStatus,
    statusName: translate(WORK_ORDER_STATUS_LABELS[r.status as WorkOrderStatus], lang),
    content: r.content,
    fileCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The waybill, when it is one of the customer's; any other number (another customer's too) is the wrong-number message. */
async function ownWaybill(db: DbOrTx, scope: RowScope, waybillNo: string): Promise<void> {
  if (!(await findOrder(db, scope, waybillNo))) throw new PortalError(Code.NOT_FOUND, 'workOrderWrongBillNo');
}

/** Which of these waybill numbers are the customer's (an import's rows may name only its own). */
export async function ownedWaybills(db: DbOrTx, { customerId }: RowScope, waybillNos: string[]): Promise<Set<string>> {
  if (!waybillNos.length) return new Set();
  const owned = await db
    .select({ waybillNo: orders.waybillNo })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.waybillNo, waybillNos)));
  return new Set(owned.map((o) => o.waybillNo));
}

/** Files just uploaded, kept until a work order takes them (`attachFiles`). */
export async function insertUploads(
  tx: DbOrTx,
  scope: CustomerScope,
  files: { fileId: string; displayName: string; contentType: string; size: number }[],
): Promise<WorkOrderFile[]> {
  const rows = await tx
    .insert(workOrderFiles)
    .values(files.map((f) => ({ ...f, customerId: scope.customerId, uploadedBy: scope.userId })))
    .returning();
  return rows.map(fileOf);
}

const fileOf = (f: typeof workOrderFiles.$inferSelect): WorkOrderFile => ({
  id: f.id,
  displayName: f.displayName,
  contentType: f.contentType,
  size: f.size,
});

/**
 * Attaches the customer's uploaded files to a step of a work order, inside the step's transaction and
 * under the work order's row lock: each file once (one not yet attached), at most 10 on a work order.
 */
async function attachFiles(tx: DbOrTx, row: Stored, entryId: number, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [held] = await tx.select({ n: count() }).from(workOrderFiles).where(eq(workOrderFiles.workOrderId, row.id));
  if ((held?.n ?? 0) + unique.length > WORK_ORDER_LIMITS.filesMax)
    throw new PortalError(Code.BAD_PARAMETER, 'workOrderTooManyFiles', { max: WORK_ORDER_LIMITS.filesMax });
  const taken = await tx
    .update(workOrderFiles)
    .set({ workOrderId: row.id, entryId })
    .where(and(eq(workOrderFiles.customerId, row.customerId), inArray(workOrderFiles.id, unique), isNull(workOrderFiles.workOrderId)))
    .returning({ id: workOrderFiles.id });
  if (taken.length !== unique.length) throw new PortalError(Code.BAD_PARAMETER, 'workOrderFileUnknown');
}

/** `addWorkOrder`: the work order, its first entry and its files; one open work order of a type per waybill. */
export async function addWorkOrder(db: Db, scope: CustomerScope, input: AddWorkOrderInput, lang: Lang, translate: Translate) {
  if (input.waybillNo) await ownWaybill(db, scope, input.waybillNo);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workOrders)
        .values({
          customerId: scope.customerId,
          type: input.type,
          waybillNo: input.waybillNo ?? null,
          content: input.content,
          userId: scope.userId,
        })
        .returning();
      const [entry] = await tx
        .insert(workOrderEntries)
        .values({
          workOrderId: row!.id,
          author: 'customer',
          userId: scope.userId,
          authorName: scope.loginCode,
          content: input.content,
          status: 'UNTREATED',
        })
        .returning({ id: workOrderEntries.id });
      await attachFiles(tx, row!, entry!.id, input.fileIds);
      return toRow(row!, lang, translate, new Set(input.fileIds).size);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError(Code.BAD_PARAMETER, 'workOrderExists');
    throw error;
  }
}

/**
 * The rows an import raises: one already raised (by its key), or whose waybill has an open work order of
 * its type, is passed over (counted as existing by the caller).
 */
export async function insertImported(
  tx: DbOrTx,
  scope: CustomerScope,
  rows: { type: WorkOrderType; waybillNo?: string; content: string; importKey: string }[],
): Promise<number> {
  let created = 0;
  // In key order, so two imports sharing rows take their keys' locks in the same order and never deadlock.
  for (const r of [...rows].sort((a, b) => a.importKey.localeCompare(b.importKey))) {
    const [row] = await tx
      .insert(workOrders)
      .values({
        customerId: scope.customerId,
        type: r.type,
        waybillNo: r.waybillNo ?? null,
        content: r.content,
        userId: scope.userId,
        importKey: r.importKey,
      })
      .onConflictDoNothing()
      .returning({ id: workOrders.id });
    if (!row) continue;
    created++;
    await tx.insert(workOrderEntries).values({
      workOrderId: row.id,
      author: 'customer',
      userId: scope.userId,
      authorName: scope.loginCode,
      content: r.content,
      status: 'UNTREATED',
    });
  }
  return created;
}

/** How many files each of these work orders holds. */
async function fileCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workOrderFiles.workOrderId, n: count() })
    .from(workOrderFiles)
    .where(inArray(workOrderFiles.workOrderId, ids))
    .groupBy(workOrderFiles.workOrderId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** `getWorkOrderList`: the customer's work orders, newest first. */
export async function listWorkOrders(
  db: DbOrTx,
  scope: RowScope,
  query: Paging & CaseFilter,
  lang: Lang,
  translate: Translate,
): Promise<Page<WorkOrderRow>> {
  const where = and(mine(scope), ...caseFilter(workOrders, query))!;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(workOrders)
      .where(where)
      .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, workOrders, where),
  ]);
  const files = await fileCounts(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRow(r, lang, translate, files.get(r.id) ?? 0)), ...counted };
}

/** `getWorkOrderStatusCount`: the customer's work orders in each state. */
export async function statusCounts(db: DbOrTx, scope: RowScope): Promise<WorkOrderStatusCount> {
  const rows = await db.select({ status: workOrders.status, n: count() }).from(workOrders).where(mine(scope)).groupBy(workOrders.status);
  const counts = Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, 0])) as WorkOrderStatusCount;
  counts.total = 0;
  for (const r of rows) {
    if (Object.hasOwn(counts, r.status)) counts[r.status as WorkOrderStatus] = r.n;
    counts.total += r.n;
  }
  return counts;
}

/** One work order with its timeline and files, as its viewer may see it (the desk: every customer's). */
export async function workOrderDetail(
  db: DbOrTx,
  viewer: CaseViewer,
  id: number,
  lang: Lang,
  translate: Translate,
): Promise<WorkOrderDetail> {
  const [row] = await db
    .select()
    .from(workOrders)
    .where(caseOf(workOrders, id, viewer));
  if (!row) throw notFound();
  const [entries, files] = await Promise.all([
    db.select().from(workOrderEntries).where(eq(workOrderEntries.workOrderId, id)).orderBy(asc(workOrderEntries.id)),
    db.select().from(workOrderFiles).where(eq(workOrderFiles.workOrderId, id)).orderBy(asc(workOrderFiles.createdAt)),
  ]);
  return {
    ...toRow(row, lang, translate, files.length),
    open: row.status !== 'END',
    entries: entries.map((e) => ({
      id: e.id,
      author: e.author,
      authorName: e.authorName,
      content: e.content,
      status: e.status as WorkOrderStatus,
      statusName: translate(WORK_ORDER_STATUS_LABELS[e.status as WorkOrderStatus], lang),
      files: files.filter((f) => f.entryId === e.id).map(fileOf),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * A step on a work order (the case kit's `takeStep`: under its row lock, one after the other): the shipper
 * adds to it or closes it (`by` customer), or the desk answers (`by` staff, with the state it chooses, and
 * the customer is notified).
 */
export function addEntry(
  db: Db,
  notifications: NotificationService,
  step: {
    id: number;
    viewer: CaseViewer;
    by: 'customer' | 'staff';
    userId: number;
    authorName: string;
    content: string;
    fileIds?: string[];
    status?: WorkOrderStatus;
  },
): Promise<WorkOrderStatus> {
  return takeStep<Stored, WorkOrderStatus>(db, {
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(workOrders)
          .where(caseOf(workOrders, step.id, step.viewer))
          .for('update')
      )[0],
    notFound: 'workOrderNotFound',
    closed: 'workOrderClosed',
    next: (row) => statusAfter(row.status as WorkOrderStatus, step.by, step.status),
    record: async (tx, row, next) => {
      const [entry] = await tx
        .insert(workOrderEntries)
        .values({
          workOrderId: row.id,
          author: step.by,
          userId: step.userId,
          authorName: step.authorName,
          content: step.content,
          status: next,
        })
        .returning({ id: workOrderEntries.id });
      await attachFiles(tx, row, entry!.id, step.fileIds ?? []);
      await tx.update(workOrders).set({ status: next, updatedAt: new Date() }).where(eq(workOrders.id, row.id));
      if (step.by === 'staff')
        await notifications.notify(
          tx,
          { customerId: row.customerId },
          'workOrderAnswered',
          `work-order-entry-${entry!.id}`,
          { workOrderNo: workOrderNo(row.id), status: next },
          row.waybillNo ?? undefined,
        );
    },
  });
}

/** The desk's queue: every customer's work orders, untreated first, oldest first within. */
export async function deskQueue(db: DbOrTx, status: WorkOrderStatus | undefined, lang: Lang, translate: Translate) {
  const rows = await db
    .select({ order: workOrders, code: customers.code, name: customers.name })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerId))
    .where(status ? eq(workOrders.status, status) : undefined)
    .orderBy(...deskOrder(workOrders, 'UNTREATED'))
    .limit(DESK_QUEUE_MAX);
  const files = await fileCounts(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, code, name }) => ({
    ...toRow(order, lang, translate, files.get(order.id) ?? 0),
    customerCode: code,
    customerName: name,
  }));
}

/**
 * A file of a work order: the customer's own (uploaded, attached or not), or for the desk (viewer
 * null) any file attached to a work order. Null when there is none such.
 */
export async function findFile(db: DbOrTx, viewer: CaseViewer, id: string) {
  const [row] = await db
    .select()
    .from(workOrderFiles)
    .where(
      and(
        eq(workOrderFiles.id, id),
        viewer ? eq(workOrderFiles.customerId, viewer.customerId) : undefined,
        // The desk sees what was sent to it, not a customer's upload still waiting for its work order.
        viewer ? undefined : isNotNull(workOrderFiles.workOrderId),
      ),
    );
  return row ?? null;
}
