import type { Lang } from '@portal/shared/lang';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { OrderRow } from './order-statement.ts';
import { type CheckedOrder, checkedOrder, type PlaceDeps, type PlacedOrder, placedOf } from './place-order.ts';

/** One order of a batch: placed (or found placed by its request id before), or refused with the reason. */
export type BatchOutcome = { placed: PlacedOrder } | { refused: PortalError };

const orderColumns = getTableColumns(orders);
type OrderKey = keyof typeof orderColumns;

/** The orders already placed under these request ids, by request id. */
async function placedByRequest(db: PlaceDeps['db'] | Tx, { customerId }: RowScope, ids: string[]): Promise<Map<string, PlacedOrder>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(orders)
    // One array parameter, not one per id: a batch asks for hundreds.
    .where(and(eq(orders.customerId, customerId), sql`${orders.clientRequestId} = any(${sql.param(ids)}::text[])`));
  return new Map(rows.map((o) => [o.clientRequestId, placedOf(o)]));
}

/**
 * The orders as one statement: every row unpacked from one JSON parameter (a VALUES list of 1,000
 * rows of some fifty columns would be 50,000 parameters), a row whose request id placed its order
 * already skipped by the unique key, and each written order's PENDING tracking event from the same
 * statement. Answers the request ids written.
 */
async function insertOrders(tx: Tx, deps: PlaceDeps, rows: OrderRow[], userId: number): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const keys = (Object.keys(rows[0]!) as OrderKey[]).filter((k) => rows[0]![k] !== undefined);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const k of keys) {
      const v = row[k];
      record[orderColumns[k].name] = v === null || v === undefined ? null : orderColumns[k].mapToDriverValue(v as never);
    }
    return record;
  });
  const names = keys.map((k) => sql.identifier(orderColumns[k].name));
  const types = keys.map((k) => sql`${sql.identifier(orderColumns[k].name)} ${sql.raw(orderColumns[k].getSQLType())}`);
  const result = (await tx.execute(sql`with placed as (
      insert into ${orders} (${sql.join(names, sql`, `)})
      select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.join(types, sql`, `)})
      on conflict (customer_id, client_request_id) do nothing
      returning id, created_at, client_request_id),
    placed_event as (${deps.tracking.eventFrom('PENDING', sql`from placed`, sql`${JSON.stringify({ by: userId })}`, sql`created_at`)})
    select client_request_id from placed`)) as unknown as { rows: { client_request_id: string }[] };
  return new Set(result.rows.map((r) => r.client_request_id));
}

/**
 * Places many domestic orders at once (the bulk import, marketplace orders): each is checked by the
 * single order's own rules, places and price (`checkedOrder`), the ones that pass take one block of
 * waybill numbers, and all are written in one transaction: one multi-row INSERT with their tracking
 * events, and the wallet-paid ones debited in the batch's order through `WalletService.debitInOrder`,
 * which refuses each row the balance cannot cover. A request id placed before (a re-upload, a double
 * click, a parallel call) answers its first order and is charged nothing more. Outcomes are in the
 * order of `inputs`.
 */
export async function placeDomesticOrders(
  deps: PlaceDeps,
  caller: RowScope & { userId: number },
  inputs: InsertOrderParameter[],
  lang: Lang,
  vipMenuName: string | null,
): Promise<BatchOutcome[]> {
  const outcomes = new Map<string, BatchOutcome>();
  const before = await placedByRequest(
    deps.db,
    caller,
    inputs.map((i) => i.clientRequestId),
  );
  for (const [id, placed] of before) outcomes.set(id, { placed });

  const checked: CheckedOrder[] = [];
  for (const input of inputs) {
    if (outcomes.has(input.clientRequestId)) continue;
    try {
      const order = await checkedOrder(deps, caller, input, lang, vipMenuName, async () => '');
      checked.push(order);
      // The same request id twice in one batch is one order.
      outcomes.set(input.clientRequestId, { placed: { waybillNo: '', status: 'PENDING', price: order.price, created: true } });
    } catch (err) {
      if (!(err instanceof PortalError)) throw err;
      outcomes.set(input.clientRequestId, { refused: err });
    }
  }

  if (checked.length) {
    const numbers = await deps.waybills.many(checked.length);
    checked.forEach((order, i) => {
      order.row.waybillNo = numbers[i]!;
      const outcome = outcomes.get(order.row.clientRequestId) as { placed: PlacedOrder };
      outcome.placed.waybillNo = numbers[i]!;
    });
    const written = await deps.db.transaction(async (tx) => {
      const paid = checked.filter((o) => o.debitSen !== null);
      if (!paid.length)
        return insertOrders(
          tx,
          deps,
          checked.map((o) => o.row),
          caller.userId,
        );
      // The wallet is locked before any order is written, as the single order's statement does: two
      // batches of the same rows then wait for each other at the wallet, never at each other's rows.
      let done = new Set<string>();
      const { refused, balanceSen } = await deps.wallet.debitInOrder(
        tx,
        caller,
        async () => {
          // Under the lock a parallel batch of the same rows has committed: its rows are not paid twice.
          const placed = await placedByRequest(
            tx,
            caller,
            paid.map((o) => o.row.clientRequestId),
          );
          for (const [id, order] of placed) outcomes.set(id, { placed: order });
          return paid
            .filter((o) => !placed.has(o.row.clientRequestId))
            .map((order) => ({ order, amountSen: order.debitSen!, reference: order.row.waybillNo }));
        },
        async (covered) => {
          // In the batch's order (a file's rows keep their order in the orders' ids).
          const writing = new Set(covered.map((c) => c.order));
          const rows = checked.filter((o) => o.debitSen === null || writing.has(o)).map((o) => o.row);
          done = await insertOrders(tx, deps, rows, caller.userId);
          return covered.filter((c) => done.has(c.order.row.clientRequestId));
        },
      );
      for (const r of refused) outcomes.set(r.order.row.clientRequestId, { refused: deps.wallet.insufficientAt(r.amountSen, balanceSen) });
      return done;
    });
    // A row the unique key skipped was placed meanwhile by another call with the same request id.
    const raced = checked
      .map((o) => o.row.clientRequestId)
      .filter((id) => !written.has(id) && (outcomes.get(id) as { placed?: PlacedOrder }).placed?.created);
    for (const [id, placed] of await placedByRequest(deps.db, caller, raced)) outcomes.set(id, { placed });
  }
  return inputs.map((i) => outcomes.get(i.clientRequestId)!);
}
