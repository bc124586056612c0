import { splitSstInclusive } from '@portal/shared/money';
import type { StatementFigures } from '@portal/shared/statements';

export type { StatementFigures } from '@portal/shared/statements';

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A Postgres int[] literal of ids (numbers only, so nothing to escape). */
export const idArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/**
 * The figures of the given statements, summed from their lines and adjustments, with the SST of
 * the shared rule: what the run stores and what regenerating a statement must find again.
 */
export async function figuresOf(db: DbOrTx, statementIds: readonly number[]): Promise<Map<number, StatementFigures>> {
  const ids = idArray(statementIds);
  const result = (await db.execute(sql`
    select s.id,
      coalesce(l.shipments, 0) as shipments, coalesce(l.pieces, 0) as pieces, coalesce(l.freight, 0) as freight,
      coalesce(l.insurance, 0) as insurance, coalesce(l.cod_fee, 0) as cod_fee, coalesce(l.discount, 0) as discount, coalesce(l.amount, 0) as amount,
      coalesce(a.amount, 0) as adjustments
    from unnest(${ids}::bigint[]) as s(id)
    left join (
      select statement_id, count(*) as shipments, sum(pieces) as pieces, sum(freight_sen) as freight, sum(insurance_sen) as insurance,
        sum(cod_fee_sen) as cod_fee, sum(discount_sen) as discount, sum(amount_sen) as amount
      from monthly_statement_lines where statement_id = any(${ids}::bigint[]) group by statement_id
    ) l on l.statement_id = s.id
    left join (
      select statement_id, sum(amount_sen) as amount from bill_adjustments where statement_id = any(${ids}::bigint[]) group by statement_id
    ) a on a.statement_id = s.id`)) as unknown as { rows: Record<string, string | number>[] };
  const figures = new Map<number, StatementFigures>();
  for (const r of result.rows) {
    const shipmentsSen = Number(r.amount);
    const adjustmentsSen = Number(r.adjustments);
    // Prices include SST (shared/invoice.ts): the statement's total is what its lines and adjustments
    // say, and the tax in it is split out once, on the total.
    const totalSen = shipmentsSen + adjustmentsSen;
    const { amountSen: taxableSen, sstSen } = splitSstInclusive(totalSen);
    figures.set(Number(r.id), {
      shipments: Number(r.shipments),
      pieces: Number(r.pieces),
      freightSen: Number(r.freight),
      insuranceSen: Number(r.insurance),
      codFeeSen: Number(r.cod_fee),
      discountSen: Number(r.discount),
      shipmentsSen,
      adjustmentsSen,
      taxableSen,
      sstSen,
      totalSen,
    });
  }
  return figures;
}
