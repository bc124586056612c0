import { DO_IMPORT_COLUMNS, type DoImportResult } from '@portal/shared/delivery-order';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOrders } from '../../db/schema/index.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { type CheckedDoFile, checkDoRows, type DoFileRow, type RowProblem } from './read-do-file.ts';

export type Say = (key: string, params?: Record<string, string | number>) => string;

const labelOf = new Map(DO_IMPORT_COLUMNS.map((c) => [c.field, c.label]));

/**
 * Saves the file's good DOs. A DO number the customer already has (imported earlier, or by an
 * identical upload a moment ago) is refused on each of its rows: the unique index decides, so two
 * uploads of one file at once save each DO once. Lines travel as one JSON parameter.
 */
export async function importDos(db: Db, scope: CustomerScope, rows: DoFileRow[], say: Say): Promise<DoImportResult> {
  const checked: CheckedDoFile = checkDoRows(rows);
  const problems = new Map(checked.bad.map((b) => [b.rowNumber, b.problems]));
  const original = new Map(rows.map((r) => [r.rowNumber, r]));
  const refuse = (rowNumbers: number[], problem: RowProblem) => {
    for (const n of rowNumbers) problems.set(n, [...(problems.get(n) ?? []), problem]);
  };
  const imported = await db.transaction(async (tx) => {
    const docs = checked.documents;
    if (docs.length === 0) return 0;
    const existing = new Set(
      (
        await tx
          .select({ doNo: deliveryOrders.doNo })
          .from(deliveryOrders)
          .where(
            and(
              eq(deliveryOrders.customerId, scope.customerId),
              inArray(
                deliveryOrders.doNo,
                docs.map((d) => d.doNo),
              ),
            ),
          )
      ).map((r) => r.doNo),
    );
    const fresh = docs.filter((d) => !existing.has(d.doNo));
    const payload = JSON.stringify(
      fresh.map((d) => [
        d.doNo,
        d.receiver.receiverName,
        d.receiver.receiverTel,
        d.receiver.receiverPostcode,
        d.receiver.receiverAddress,
        d.receiverKey,
      ]),
    );
    const added = fresh.length
      ? (
          (await tx.execute(sql`
          insert into delivery_orders (customer_id, created_by, do_no, receiver_name, receiver_tel, receiver_postcode, receiver_address, receiver_key)
          select ${scope.customerId}::int, ${scope.userId}::int, r->>0, r->>1, r->>2, r->>3, r->>4, r->>5
          from jsonb_array_elements(${payload}::jsonb) with ordinality as e(r, n)
          order by n
          on conflict (customer_id, do_no) do nothing
          returning id, do_no`)) as unknown as { rows: { id: number | string; do_no: string }[] }
        ).rows
      : [];
    const idOf = new Map(added.map((r) => [r.do_no, Number(r.id)]));
    for (const d of docs) if (!idOf.has(d.doNo)) refuse(d.rowNumbers, { field: 'doNo', key: 'doNoExists', params: { doNo: d.doNo } });
    const lines = JSON.stringify(
      docs
        .filter((d) => idOf.has(d.doNo))
        .flatMap((d) => d.lines.map((l, i) => [idOf.get(d.doNo), i + 1, l.itemCode, l.itemName, l.quantity])),
    );
    if (idOf.size)
      await tx.execute(sql`
        insert into delivery_order_lines (delivery_order_id, line_no, item_code, item_name, quantity)
        select (r->>0)::bigint, (r->>1)::int, r->>2, r->>3, (r->>4)::int from jsonb_array_elements(${lines}::jsonb) as e(r)`);
    return idOf.size;
  });
  const badRows = [...problems.keys()].sort((a, b) => a - b);
  return {
    total: checked.total,
    bad: badRows.length,
    imported,
    errors: badRows.flatMap((n) =>
      problems.get(n)!.map((p) => ({
        row: original.get(n)!.rowNumber,
        field: say(labelOf.get(p.field) ?? p.field),
        message: say(p.key, p.params),
      })),
    ),
  };
}
