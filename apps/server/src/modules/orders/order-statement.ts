import { getTableColumns, type Query, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { WalletService } from '../prepay/service.ts';
import type { TrackingService } from '../tracking/service.ts';

export type OrderRow = typeof orders.$inferInsert;

const orderColumns = getTableColumns(orders);
type OrderKey = keyof typeof orderColumns;
const dialect = new PgDialect();

/** The services whose statement pieces the order's statement is made of. */
interface StatementServices {
  db: Db;
  wallet: WalletService;
  tracking: TrackingService;
}

/** The rendered statement of each shape (the row's columns, paid from the wallet or not). */
const rendered = new Map<string, { name: string; query: Query }>();

/**
 * The statement that places an order, rendered once per shape: drizzle renders a statement of some
 * fifty parameters in about 0.4 ms of CPU, a third of all the server spends placing an order, so it
 * is rendered with placeholders and afterwards only its values change. On PostgreSQL it is a named
 * prepared statement of each pooled connection, parsed and planned once.
 */
function statementFor(keys: OrderKey[], wallet: boolean, services: StatementServices): { name: string; query: Query } {
  const shape = `${wallet ? 'wallet' : 'other'}:${keys.join(',')}`;
  let statement = rendered.get(shape);
  if (statement) return statement;
  // Every column of the row is a placeholder named after its key; the debit is the order's customer's,
  // its ledger line names the order's waybill, and its amount is `debitSen`.
  const value = (k: OrderKey) => sql.placeholder(k);
  const debit = wallet
    ? sql`${services.wallet.debitCtes(sql.placeholder('customerId'), sql.placeholder('debitSen'), sql.placeholder('waybillNo'))},`
    : sql``;
  const query = dialect.sqlToQuery(sql`with ${debit}
    placed as (
      insert into ${orders} (${sql.join(
        keys.map((k) => sql.identifier(orderColumns[k].name)),
        sql`, `,
      )})
      select ${sql.join(keys.map(value), sql`, `)} ${wallet ? sql`from debited` : sql``}
      returning id, created_at),
    placed_event as (${services.tracking.eventFrom('PENDING', sql`from placed`, sql`${sql.placeholder('eventDetail')}`, sql`created_at`)})
    select id from placed`);
  statement = { name: `place_order_${rendered.size + 1}`, query };
  rendered.set(shape, statement);
  return statement;
}

/**
 * Writes an order in one statement, so it is written whole or not at all without a transaction
 * around it: for a wallet-paid order the debit and its ledger line first (the order is written only
 * from the debited row), then the order, then its first tracking event (PENDING, by `userId`, at the
 * order's creation: now, or the row's own `createdAt` for an order placed as of the past). The
 * wallet's row is locked only while the statement runs and commits, never while this process is busy
 * elsewhere. Answers false when the wallet could not cover `debitSen` (nothing written); a request id
 * that placed its order already makes it fail on the unique key (nothing written either).
 */
export async function writeOrder(services: StatementServices, row: OrderRow, debitSen: number | null, userId: number): Promise<boolean> {
  // A column left undefined takes its default, as in drizzle's insert: it is left out of the statement.
  const keys = (Object.keys(row) as OrderKey[]).filter((k) => row[k] !== undefined);
  const { name, query } = statementFor(keys, debitSen !== null, services);
  const values: Record<string, unknown> = { eventDetail: JSON.stringify({ by: userId }), debitSen };
  for (const k of keys) {
    const v = row[k];
    values[k] = v === null ? null : orderColumns[k].mapToDriverValue(v as never);
  }
  const result = (await services.db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: unknown[] };
  return result.rows.length === 1;
}
