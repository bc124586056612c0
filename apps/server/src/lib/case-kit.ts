import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import { malaysiaEndBefore, malaysiaInstant } from '@portal/shared/time';
import { and, asc, type Column, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { PortalError } from './errors.ts';
import type { RowScope } from './scope.ts';

/**
 * The case kit (issue 29): what a complaint, a work order and a claim share on the server. Each is a case a
 * customer raises against its own waybill (or none), with a type, a state, and a desk at the courier that
 * answers or decides. A case kind keeps its own tables, types, files and rules (a claim's ceiling and payout
 * stay the claim's); the kit holds who may see a case, its list filters, its number, its type choices, the
 * desk's order and the one way a step changes a case's state.
 */

/** Who looks at a case: a customer (its own cases only) or the courier's desk (null: every customer's). */
export type CaseViewer = RowScope | null;

/** The columns of a case table the kit reads. */
export interface CaseColumns {
  id: Column;
  customerId: Column;
  status: Column;
  type: Column;
  waybillNo: Column;
  createdAt: Column;
}

/** The case number shown and searched for: the kind's prefix and the id, eight digits ('CP00000012'). */
export const caseNo = (prefix: string, id: number): string => `${prefix}${String(id).padStart(8, '0')}`;

/** One case as its viewer may see it: a customer's own only, any for the desk. */
export const caseOf = (c: Pick<CaseColumns, 'id' | 'customerId'>, id: number, viewer: CaseViewer): SQL =>
  and(eq(c.id, id), viewer ? eq(c.customerId, viewer.customerId) : undefined)!;

/** The filters every case list has (the list kit's fields): state, type, waybill, the day range it was raised in. */
export interface CaseFilter {
  status?: string;
  type?: string;
  waybillNo?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
}

export function caseFilter(c: CaseColumns, filter: CaseFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(c.status, filter.status));
  if (filter.type) parts.push(eq(c.type, filter.type));
  if (filter.waybillNo) parts.push(eq(c.waybillNo, filter.waybillNo));
  if (filter.createTimeStart) parts.push(gte(c.createdAt, malaysiaInstant(filter.createTimeStart)));
  if (filter.createTimeEnd) parts.push(lt(c.createdAt, malaysiaEndBefore(filter.createTimeEnd)));
  return parts;
}

/** The desk's queue order: the cases waiting for it (`waiting`, the kind's first state) first, oldest first within. */
export const deskOrder = (c: Pick<CaseColumns, 'status' | 'createdAt'>, waiting: string): SQL[] => [
  desc(eq(c.status, waiting)),
  asc(c.createdAt),
];

/** The desk's queue is one screen of work, not an archive: at most this many cases. */
export const DESK_QUEUE_MAX = 500;

/** A kind's types as its form offers them: code, name in the caller's language, whether a waybill is needed. */
export function caseTypeChoices<T extends string>(
  list: readonly T[],
  types: Record<T, { label: MessageKey; needsWaybill: boolean }>,
  translate: (key: MessageKey, lang: Lang) => string,
  lang: Lang,
): { code: T; name: string; needsWaybill: boolean }[] {
  return list.map((code) => ({ code, name: translate(types[code].label, lang), needsWaybill: types[code].needsWaybill }));
}

/** How a kind takes a step: its row under lock, the state the step leads to (null: the case is closed), and its record. */
export interface CaseStep<Row, S extends string> {
  /** The case under its row lock (`select ... for update`), as the viewer may see it; undefined when there is none. */
  lock: (tx: Tx) => Promise<Row | undefined>;
  notFound: MessageKey;
  /** What a step on a closed case is told. */
  closed: MessageKey;
  /** The state after the step (the kind's state machine), or null when the case takes no more steps. */
  next: (row: Row) => S | null;
  /** Writes the step (its entry, its files, the case's new state, the notice to the customer). */
  record: (tx: Tx, row: Row, next: S) => Promise<void>;
}

/**
 * A step on a case in one transaction under the case's row lock, so two steps at once apply one after the
 * other and the second sees the state the first left. Answers the case's new state.
 */
export function takeStep<Row, S extends string>(db: Db, step: CaseStep<Row, S>): Promise<S> {
  return db.transaction(async (tx) => {
    const row = await step.lock(tx);
    if (!row) throw new PortalError(Code.NOT_FOUND, step.notFound);
    const next = step.next(row);
    if (!next) throw new PortalError(Code.CONFLICT, step.closed);
    await step.record(tx, row, next);
    return next;
  });
}
