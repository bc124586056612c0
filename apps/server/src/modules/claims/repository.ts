import { maskBankAccount } from '@portal/shared/advance-payment';
import {
  type AddClaimInput,
  bankNamed,
  bankOf,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_STEP_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIM_WINDOW_DAYS,
  type ClaimableWaybill,
  type ClaimRow,
  type ClaimScheduleStep,
  type ClaimStatus,
  type ClaimStep,
  type ClaimType,
  claimCeilingSen,
  claimDeadlineDay,
  type UpdateClaimInput,
  withinClaimWindow,
} from '@portal/shared/claims';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import { formatRinggit } from '@portal/shared/money';
import type { OrderStatus } from '@portal/shared/order';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import type { Page, Paging } from '@portal/shared/table-config';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { claimSteps, claims, customers, orders } from '../../db/schema/index.ts';
import { type CaseViewer, caseFilter, caseNo, caseOf, DESK_QUEUE_MAX, deskOrder } from '../../lib/case-kit.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import { cappedCount } from '../../lib/keyset.ts';
import type { CustomerScope, RowScope } from '../../lib/scope.ts';
import { trackOf } from '../tracking/service.ts';

/**
 * Claims for lost or damaged parcels (issue 18; docs/decisions.md "Claims"): filed by a customer for its
 * own picked-up waybills within the claim window, each step kept in the claim's progress schedule.
 */

export type Translate = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => string;
type Stored = typeof claims.$inferSelect;

export const claimNo = (id: number): string => caseNo('CL', id);
const notFound = () => new PortalError(Code.NOT_FOUND, 'claimNotFound');

export function toRow(r: Stored, lang: Lang, translate: Translate): ClaimRow {
  return {
    id: r.id,
    claimNo: claimNo(r.id),
    waybillNo: r.waybillNo,
    claimType: r.claimType as ClaimType,
    claimTypeName: translate(CLAIM_TYPE_LABELS[r.claimType as ClaimType], lang),
    status: r.status as ClaimStatus,
    statusName: translate(CLAIM_STATUS_LABELS[r.status as ClaimStatus], lang),
    claimAmountSen: r.claimAmountSen,
    ceilingSen: r.ceilingSen,
    insured: r.insured === 1,
    approvedSen: r.approvedSen,
    description: r.description,
    bankCode: r.bankCode,
    bankName: bankOf(r.bankCode)?.name ?? r.bankCode,
    bankAccount: maskBankAccount(r.bankAccount),
    accountHolder: r.accountHolder,
    decisionReason: r.decisionReason,
    settlement: (r.settlement as ClaimRow['settlement']) ?? null,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Whether one of the customer's waybills may be claimed for now, and up to what: another customer's
 * number or an unknown one is the wrong-number message; a cancelled parcel or one the courier never
 * picked up has nothing to claim; the window runs from the last event of its timeline (`trackOf`).
 */
export async function claimableWaybill(
  db: DbOrTx,
  scope: RowScope,
  waybillNo: string,
  lang: Lang,
  translate: Translate,
  now: Date = new Date(),
): Promise<ClaimableWaybill> {
  const [order] = await db
    .select({
      status: orders.status,
      pickedUpAt: orders.pickedUpAt,
      cancelledAt: orders.cancelledAt,
      goodsValueSen: orders.goodsValueSen,
      declaredValueSen: orders.declaredValueSen,
      insuranceSen: orders.insuranceSen,
      statusAt: orders.statusAt,
    })
    .from(orders)
    .where(and(eq(orders.waybillNo, waybillNo), eq(orders.customerId, scope.customerId)));
  if (!order) throw new PortalError(Code.NOT_FOUND, 'claimWrongBillNo');
  if (order.cancelledAt || order.status === 'CANCEL_ORDER')
    throw new PortalError(Code.BAD_PARAMETER, 'claimCancelledWaybill', { waybillNo });
  if (!order.pickedUpAt) throw new PortalError(Code.BAD_PARAMETER, 'claimNotPickedUp', { waybillNo });
  const track = await trackOf(db, scope, waybillNo, lang, translate);
  const lastEventAt = track?.events[0] ? new Date(track.events[0].at) : (order.statusAt ?? order.pickedUpAt);
  const deadline = claimDeadlineDay(lastEventAt);
  if (!withinClaimWindow(lastEventAt, now))
    throw new PortalError(Code.BAD_PARAMETER, 'claimWindowClosed', { waybillNo, days: CLAIM_WINDOW_DAYS, deadline });
  const insuranceSen = order.insuranceSen ?? 0;
  // Insured: the insured value. Not: what the goods were declared to be worth (spec 5's goods value, issue 28), or the
  // value an order placed before it was asked declared (0041 copied it), up to the uninsured cap.
  const goodsValueSen = (insuranceSen > 0 ? order.goodsValueSen : (order.declaredValueSen ?? order.goodsValueSen)) ?? 0;
  return {
    waybillNo,
    statusName: translate(ORDER_STATUS_LABELS[order.status as OrderStatus] ?? 'orderStatusPending', lang),
    insured: insuranceSen > 0 && goodsValueSen > 0,
    goodsValueSen,
    ceilingSen: claimCeilingSen({ goodsValueSen, insuranceSen }),
    lastEventAt: lastEventAt.toISOString(),
    deadline,
  };
}

const overCeiling = (ceilingSen: number) => new PortalError(Code.BAD_PARAMETER, 'claimOverCeiling', { ceiling: formatRinggit(ceilingSen) });

async function addStep(tx: DbOrTx, claimId: number, step: ClaimStep, userId: number | null, note = '', amountSen: number | null = null) {
  await tx.insert(claimSteps).values({ claimId, step, note, amountSen, userId });
}

/** `addClaimSettlement`: the claim and its first step; one claim not rejected per waybill (the unique index decides a race). */
export async function addClaim(db: Db, scope: CustomerScope, input: AddClaimInput, lang: Lang, translate: Translate): Promise<ClaimRow> {
  const waybill = await claimableWaybill(db, scope, input.waybillNo, lang, translate);
  if (input.claimAmountSen > waybill.ceilingSen) throw overCeiling(waybill.ceilingSen);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(claims)
        .values({
          customerId: scope.customerId,
          waybillNo: input.waybillNo,
          claimType: input.claimType,
          claimAmountSen: input.claimAmountSen,
          ceilingSen: waybill.ceilingSen,
          insured: waybill.insured ? 1 : 0,
          description: input.description,
          bankCode: input.bankCode,
          bankAccount: input.bankAccount,
          accountHolder: input.accountHolder,
          userId: scope.userId,
        })
        .returning();
      await addStep(tx, row!.id, 'SUBMITTED', scope.userId, input.description, input.claimAmountSen);
      return toRow(row!, lang, translate);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PortalError(Code.CONFLICT, 'claimExists', { waybillNo: input.waybillNo });
    throw error;
  }
}

/** A claim under its row lock; `customerId` null for the desk (every customer's). */
export async function lockClaim(tx: Tx, viewer: CaseViewer, id: number): Promise<Stored> {
  const [row] = await tx
    .select()
    .from(claims)
    .where(caseOf(claims, id, viewer))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** `updateClaimRecord`: the shipper changes a pending claim (amount up to the ceiling kept when it was filed). */
export async function updateClaim(
  db: Db,
  scope: CustomerScope,
  input: UpdateClaimInput,
  lang: Lang,
  translate: Translate,
): Promise<ClaimRow> {
  return db.transaction(async (tx) => {
    const row = await lockClaim(tx, scope, input.id);
    if (row.status !== 'PENDING') throw new PortalError(Code.CONFLICT, 'claimDecided');
    if (input.claimAmountSen > row.ceilingSen) throw overCeiling(row.ceilingSen);
    const [updated] = await tx
      .update(claims)
      .set({
        claimAmountSen: input.claimAmountSen,
        description: input.description,
        bankCode: input.bankCode,
        bankAccount: input.bankAccount,
        accountHolder: input.accountHolder,
        updatedAt: new Date(),
      })
      .where(eq(claims.id, row.id))
      .returning();
    await addStep(tx, row.id, 'UPDATED', scope.userId, input.description, input.claimAmountSen);
    return toRow(updated!, lang, translate);
  });
}

interface ClaimFilter {
  status?: ClaimStatus;
  claimType?: ClaimType;
  waybillNo?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
}

/** The case kit's filters, a claim's type being its `claimType`. */
const listWhere = (filter: ClaimFilter): SQL[] => caseFilter({ ...claims, type: claims.claimType }, { ...filter, type: filter.claimType });

/** `getClaimsList`: the customer's claims, newest first. */
export async function listClaims(
  db: DbOrTx,
  { customerId }: RowScope,
  query: Paging & ClaimFilter,
  lang: Lang,
  translate: Translate,
): Promise<Page<ClaimRow>> {
  const where = and(eq(claims.customerId, customerId), ...listWhere(query))!;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(claims)
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, claims, where),
  ]);
  return { list: rows.map((r) => toRow(r, lang, translate)), ...counted };
}

/** `getClaimsStatusCountData`: the customer's claims by status (every status, 0 where none), and all of them. */
export async function statusCounts(db: DbOrTx, { customerId }: RowScope, lang: Lang, translate: Translate) {
  const rows = await db
    .select({ status: claims.status, n: count() })
    .from(claims)
    .where(eq(claims.customerId, customerId))
    .groupBy(claims.status);
  const of = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const list = CLAIM_STATUSES.map((status) => ({
    status,
    statusName: translate(CLAIM_STATUS_LABELS[status], lang),
    count: of.get(status) ?? 0,
  }));
  return { total: list.reduce((sum, s) => sum + s.count, 0), list };
}

/** One claim; `customerId` null for the desk. */
export async function claimById(db: DbOrTx, viewer: CaseViewer, id: number, lang: Lang, translate: Translate): Promise<ClaimRow> {
  const [row] = await db
    .select()
    .from(claims)
    .where(caseOf(claims, id, viewer));
  if (!row) throw notFound();
  return toRow(row, lang, translate);
}

/** `getClaimScheduleById`: the claim's steps, oldest first. */
export async function schedule(
  db: DbOrTx,
  viewer: CaseViewer,
  id: number,
  lang: Lang,
  translate: Translate,
): Promise<{ claim: ClaimRow; steps: ClaimScheduleStep[] }> {
  const claim = await claimById(db, viewer, id, lang, translate);
  const steps = await db.select().from(claimSteps).where(eq(claimSteps.claimId, id)).orderBy(asc(claimSteps.id));
  return {
    claim,
    steps: steps.map((s) => ({
      step: s.step as ClaimStep,
      stepName: translate(CLAIM_STEP_LABELS[s.step as ClaimStep], lang),
      note: s.note,
      amountSen: s.amountSen,
      at: s.createdAt.toISOString(),
    })),
  };
}

/**
 * `queryCardHolder`: the bank account on the customer's record (its profile's holder, bank and account),
 * for the claim form to offer; the bank is named by the list's code when the stored name is one of them.
 */
export async function holderOnRecord(db: DbOrTx, { customerId }: RowScope) {
  const [row] = await db
    .select({ holder: customers.holder, bankName: customers.bankName, bankAccount: customers.bankAccount, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  const bank = bankNamed(row?.bankName);
  return {
    accountHolder: row?.holder || row?.name || '',
    bankCode: bank?.code ?? '',
    bankName: bank?.name ?? row?.bankName ?? '',
    bankAccount: (row?.bankAccount ?? '').replace(/[\s-]/g, ''),
  };
}

/** The desk's queue: every customer's claims, pending first, oldest first within. */
export async function deskQueue(db: DbOrTx, status: ClaimStatus | undefined, lang: Lang, translate: Translate) {
  const rows = await db
    .select({ claim: claims, code: customers.code, name: customers.name })
    .from(claims)
    .innerJoin(customers, eq(customers.id, claims.customerId))
    .where(status ? eq(claims.status, status) : undefined)
    .orderBy(...deskOrder(claims, 'PENDING'))
    .limit(DESK_QUEUE_MAX);
  return rows.map(({ claim, code, name }) => ({ ...toRow(claim, lang, translate), customerCode: code, customerName: name }));
}
