import { Code } from '@portal/shared/codes';
import {
  type AddComplaintInput,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_SUB_TYPE_LABELS,
  COMPLAINT_TYPES,
  type ComplaintDetail,
  type ComplaintRow,
  type ComplaintStatus,
  type ComplaintSubType,
  type ComplaintType,
  statusAfter,
} from '@portal/shared/complaints';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import type { OrderStatus } from '@portal/shared/order';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import type { Page, Paging } from '@portal/shared/table-config';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accessories, complaintEntries, complaints, customers, orders } from '../../db/schema/index.ts';
import { type CaseFilter, type CaseViewer, caseFilter, caseNo, caseOf, DESK_QUEUE_MAX, deskOrder, takeStep } from '../../lib/case-kit.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import { cappedCount } from '../../lib/keyset.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';
import type { NotificationService } from '../notifications/service.ts';

/**
 * Complaints and suggestions (issue 18; docs/decisions.md "Complaints"): raised by a customer about its
 * own waybills, answered at the courier's desk, each step kept as an entry of the complaint's timeline.
 */

type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;
type Stored = typeof complaints.$inferSelect;

const complaintNo = (id: number): string => caseNo('CP', id);
const notFound = () => new PortalError(Code.NOT_FOUND, 'complaintNotFound');

function toRow(r: Stored, lang: Lang, translate: Translate): ComplaintRow {
  const type = COMPLAINT_TYPES[r.type as ComplaintType];
  const sub = COMPLAINT_SUB_TYPE_LABELS[r.subType as ComplaintSubType];
  return {
    id: r.id,
    complaintNo: complaintNo(r.id),
    type: r.type as ComplaintType,
    typeName: type ? translate(type.label, lang) : r.type,
    subType: r.subType,
    subTypeName: sub ? translate(sub, lang) : r.subType,
    waybillNo: r.waybillNo ?? '',
    status: r.status as ComplaintStatus,
    statusName: translate(COMPLAINT_STATUS_LABELS[r.status as ComplaintStatus], lang),
    content: r.content,
    satisfaction: r.satisfaction,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** `getComplaintByBillcode`: one of the customer's waybills as the complaint form shows it; another's is the spec's wrong-number message. */
export async function waybillForComplaint(db: DbOrTx, { customerId }: RowScope, waybillNo: string, lang: Lang, translate: Translate) {
  const [order] = await db
    .select({ waybillNo: orders.waybillNo, status: orders.status, receiverCity: orders.receiverCity, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.waybillNo, waybillNo), eq(orders.customerId, customerId)));
  if (!order) throw new PortalError(Code.NOT_FOUND, 'complaintWrongBillNo');
  return {
    waybillNo: order.waybillNo,
    status: order.status,
    statusName: translate(ORDER_STATUS_LABELS[order.status as OrderStatus] ?? 'orderStatusPending', lang),
    receiverCity: order.receiverCity ?? '',
    createdAt: order.createdAt.toISOString(),
  };
}

/** The customer's own library files among `ids` (an unknown or another customer's id is refused). */
async function ownAttachments(db: DbOrTx, { customerId }: RowScope, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const owned = await db
    .select({ id: accessories.id })
    .from(accessories)
    .where(and(eq(accessories.customerId, customerId), inArray(accessories.id, unique)));
  if (owned.length !== unique.length) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'attachments' });
  return unique;
}

/** `addComplaint`: the complaint and its first entry; one open complaint of a type per waybill. */
export async function addComplaint(db: Db, scope: CustomerScope, input: AddComplaintInput, lang: Lang, translate: Translate) {
  if (input.waybillNo) await waybillForComplaint(db, scope, input.waybillNo, lang, translate);
  const files = await ownAttachments(db, scope, input.attachments);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(complaints)
        .values({
          customerId: scope.customerId,
          type: input.type,
          subType: input.subType,
          waybillNo: input.waybillNo ?? null,
          content: input.content,
          attachments: files,
          userId: scope.userId,
        })
        .returning();
      await tx.insert(complaintEntries).values({
        complaintId: row!.id,
        author: 'customer',
        userId: scope.userId,
        authorName: scope.loginCode,
        content: input.content,
        status: 'UNTREATED',
        attachments: files,
      });
      return toRow(row!, lang, translate);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError(Code.BAD_PARAMETER, 'complaintExists');
    throw error;
  }
}

/** `getComplaintList`: the customer's complaints, newest first. */
export async function listComplaints(
  db: DbOrTx,
  { customerId }: RowScope,
  query: Paging & CaseFilter,
  lang: Lang,
  translate: Translate,
): Promise<Page<ComplaintRow>> {
  const where = and(eq(complaints.customerId, customerId), ...caseFilter(complaints, query))!;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, complaints, where),
  ]);
  return { list: rows.map((r) => toRow(r, lang, translate)), ...counted };
}

/** One complaint with its timeline, as its viewer may see it (the desk: every customer's). */
export async function complaintDetail(
  db: DbOrTx,
  viewer: CaseViewer,
  id: number,
  lang: Lang,
  translate: Translate,
): Promise<ComplaintDetail> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(caseOf(complaints, id, viewer));
  if (!row) throw notFound();
  const entries = await db.select().from(complaintEntries).where(eq(complaintEntries.complaintId, id)).orderBy(asc(complaintEntries.id));
  const fileIds = [...new Set(entries.flatMap((e) => e.attachments))];
  const files = fileIds.length
    ? await db
        .select({ id: accessories.id, displayName: accessories.displayName })
        .from(accessories)
        .where(and(eq(accessories.customerId, row.customerId), inArray(accessories.id, fileIds)))
    : [];
  const nameOf = new Map(files.map((f) => [f.id, f.displayName]));
  return {
    ...toRow(row, lang, translate),
    open: row.status !== 'END',
    entries: entries.map((e) => ({
      id: e.id,
      author: e.author,
      authorName: e.authorName,
      content: e.content,
      status: e.status as ComplaintStatus,
      statusName: translate(COMPLAINT_STATUS_LABELS[e.status as ComplaintStatus], lang),
      // A file deleted from the library since is no longer listed.
      attachments: e.attachments.filter((f) => nameOf.has(f)).map((f) => ({ id: f, displayName: nameOf.get(f)! })),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * A step on a complaint (the case kit's `takeStep`: under its row lock, one after the other): the shipper adds
 * to it or ends it (`by` customer), or the desk answers (`by` staff, with the state it chooses).
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
    attachments?: string[];
    status?: ComplaintStatus;
    satisfaction?: number;
    comment?: string;
  },
): Promise<ComplaintStatus> {
  return takeStep<Stored, ComplaintStatus>(db, {
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(complaints)
          .where(caseOf(complaints, step.id, step.viewer))
          .for('update')
      )[0],
    notFound: 'complaintNotFound',
    closed: 'complaintClosed',
    next: (row) => statusAfter(row.status as ComplaintStatus, step.by, step.status),
    record: async (tx, row, next) => {
      const files = step.attachments?.length ? await ownAttachments(tx, { customerId: row.customerId }, step.attachments) : [];
      const [entry] = await tx
        .insert(complaintEntries)
        .values({
          complaintId: row.id,
          author: step.by,
          userId: step.userId,
          authorName: step.authorName,
          content: step.content,
          status: next,
          attachments: files,
        })
        .returning({ id: complaintEntries.id });
      await tx
        .update(complaints)
        .set({
          status: next,
          updatedAt: new Date(),
          ...(step.satisfaction ? { satisfaction: step.satisfaction, satisfactionComment: step.comment ?? null } : {}),
        })
        .where(eq(complaints.id, row.id));
      if (step.by === 'staff')
        await notifications.notify(tx, { customerId: row.customerId }, 'complaintAnswered', `entry-${entry!.id}`, {
          complaintNo: complaintNo(row.id),
          status: next,
        });
    },
  });
}

/** The desk's queue: every customer's complaints, those not ended first, oldest first within. */
export async function deskQueue(db: DbOrTx, status: ComplaintStatus | undefined, lang: Lang, translate: Translate) {
  const rows = await db
    .select({ complaint: complaints, code: customers.code, name: customers.name })
    .from(complaints)
    .innerJoin(customers, eq(customers.id, complaints.customerId))
    .where(status ? eq(complaints.status, status) : undefined)
    .orderBy(...deskOrder(complaints, 'UNTREATED'))
    .limit(DESK_QUEUE_MAX);
  return rows.map(({ complaint, code, name }) => ({ ...toRow(complaint, lang, translate), customerCode: code, customerName: name }));
}
