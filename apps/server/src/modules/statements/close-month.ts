import { BILLABLE_STATUSES, dueDateOf, MONTHLY_PAY_METHODS, monthBounds } from '@portal/shared/statements';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { NotificationService } from '../notifications/service.ts';
import { figuresOf, idArray, type StatementFigures } from './figures.ts';

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const BILLABLE = inList(BILLABLE_STATUSES);
const ON_ACCOUNT = inList(MONTHLY_PAY_METHODS);

export interface MonthClosed {
  month: string;
  /** Statements this run made (a second run of the month makes none). */
  statements: number;
  lines: number;
}

/**
 * The month-end run (issue 17): for every customer with shipments billed on account (PAYMONTHLY,
 * PM) delivered or returned before the month's end and on no statement yet, or adjustments
 * waiting, and without a statement of this month, one statement with a number from the gapless
 * series, its lines, its adjustments and its figures, all in one transaction. One run at a time
 * (an advisory lock, held to the commit): a second run waits, then finds the month's statements
 * made. A shipment whose delivery scan arrives after its month closed goes on the next month's.
 * Each statement made is told to its customer (NotificationService, in the run's transaction); scripts and
 * tests that run a month without the server's services get a writer of their own (it holds no state).
 */
export async function closeMonth(db: Db, month: string, notifications = new NotificationService()): Promise<MonthClosed> {
  const bounds = monthBounds(month);
  // Parameters typed in the SQL (an INSERT ... SELECT reads an untyped one as text), instants as ISO text.
  const start = sql`${bounds.start.toISOString()}::timestamptz`;
  const end = sql`${bounds.end.toISOString()}::timestamptz`;
  const year = Number(month.slice(0, 4));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('monthly_statements.close'))`);
    const due = (await tx.execute(sql`
      select c.customer_id from (
        select distinct o.customer_id from orders o
        where o.status in (${BILLABLE}) and o.pay_method in (${ON_ACCOUNT}) and o.status_at < ${end}
          and not exists (select 1 from monthly_statement_lines l where l.order_id = o.id)
        union
        select a.customer_id from bill_adjustments a where a.statement_id is null and a.created_at < ${end}
      ) c
      where not exists (select 1 from monthly_statements s where s.customer_id = c.customer_id and s.bill_month = ${month}::text)
      order by c.customer_id`)) as unknown as { rows: { customer_id: number }[] };
    const customerIds = due.rows.map((r) => Number(r.customer_id));
    if (customerIds.length === 0) return { month, statements: 0, lines: 0 };

    // Numbers taken in this transaction: a rolled-back run gives them back, so the series has no gap.
    const series = (await tx.execute(sql`
      insert into statement_number_series (year, last_no) values (${year}::int, ${customerIds.length}::int)
      on conflict (year) do update set last_no = statement_number_series.last_no + excluded.last_no
      returning last_no`)) as unknown as { rows: { last_no: number }[] };
    const first = Number(series.rows[0]!.last_no) - customerIds.length + 1;
    const made = (await tx.execute(sql`
      insert into monthly_statements (bill_no, customer_id, bill_month, period_start, period_end, due_date)
      select 'MS' || ${String(year)}::text || lpad((${first}::int + u.n - 1)::text, 6, '0'), u.customer_id, ${month}::text, ${start}, ${end},
        ${dueDateOf(month)}::date
      from unnest(${idArray(customerIds)}::int[]) with ordinality as u(customer_id, n)
      returning id`)) as unknown as { rows: { id: number }[] };
    const statementIds = made.rows.map((r) => Number(r.id));
    const ids = idArray(statementIds);

    await tx.execute(sql`
      insert into monthly_statement_lines (statement_id, customer_id, order_id, line_no, waybill_no, order_code, order_created_at,
        status, status_at, express_type, receiver_city, receiver_prov, pieces, chargeable_weight_g, freight_sen, insurance_sen,
        cod_fee_sen, discount_sen, amount_sen)
      select s.id, o.customer_id, o.id, row_number() over (partition by s.id order by o.status_at, o.id), o.waybill_no, o.order_code,
        o.created_at, o.status, o.status_at, o.express_type, o.receiver_city, o.receiver_prov, o.package_count,
        o.chargeable_weight_g, o.freight_sen, o.insurance_sen, o.cod_fee_sen, o.discount_sen, o.total_sen
      from monthly_statements s
      join orders o on o.customer_id = s.customer_id
      where s.id = any(${ids}::bigint[]) and o.status in (${BILLABLE}) and o.pay_method in (${ON_ACCOUNT})
        and o.status_at < ${end} and not exists (select 1 from monthly_statement_lines l where l.order_id = o.id)`);
    await tx.execute(sql`
      update bill_adjustments a set statement_id = s.id
      from monthly_statements s
      where s.id = any(${ids}::bigint[]) and a.customer_id = s.customer_id and a.statement_id is null and a.created_at < ${end}`);
    const figures = await figuresOf(tx, statementIds);
    await storeFigures(tx, figures);
    await notifications.statementsIssued(tx, statementIds);
    const lines = [...figures.values()].reduce((n, f) => n + f.shipments, 0);
    return { month, statements: statementIds.length, lines };
  });
}

/** Writes the statements' figures in one statement. */
async function storeFigures(tx: Tx, figures: Map<number, StatementFigures>): Promise<void> {
  const ids = [...figures.keys()];
  const column = (pick: (f: StatementFigures) => number) => `{${ids.map((id) => pick(figures.get(id)!)).join(',')}}`;
  await tx.execute(sql`
    update monthly_statements s set shipments = v.shipments, pieces = v.pieces, freight_sen = v.freight, insurance_sen = v.insurance,
      cod_fee_sen = v.cod_fee, discount_sen = v.discount, shipments_sen = v.shipments_sen, adjustments_sen = v.adjustments, taxable_sen = v.taxable,
      sst_sen = v.sst, total_sen = v.total
    from unnest(${idArray(ids)}::bigint[], ${column((f) => f.shipments)}::int[], ${column((f) => f.pieces)}::int[],
      ${column((f) => f.freightSen)}::bigint[], ${column((f) => f.insuranceSen)}::bigint[], ${column((f) => f.codFeeSen)}::bigint[],
      ${column((f) => f.discountSen)}::bigint[], ${column((f) => f.shipmentsSen)}::bigint[], ${column((f) => f.adjustmentsSen)}::bigint[], ${column((f) => f.taxableSen)}::bigint[],
      ${column((f) => f.sstSen)}::bigint[], ${column((f) => f.totalSen)}::bigint[])
      as v(id, shipments, pieces, freight, insurance, cod_fee, discount, shipments_sen, adjustments, taxable, sst, total)
    where s.id = v.id`);
}
