import { TERMINAL_RANK } from '@portal/shared/scans';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const terminal = sql.raw(String(TERMINAL_RANK));

/**
 * Decides each order's status from all its events, never from the order they arrived in
 * (docs/scans.md "Which event decides"): the first terminal event by its own time if there is one
 * (signed, return signed, cancelled: nothing moves a parcel on from there); otherwise any courier
 * scan before the portal's own events; then the latest by the event's time, the higher rank for the
 * same instant, the later stored for a tie. ORDER_EDITED (rank below 0) never decides.
 *
 * The caller holds the orders' rows locked (FOR UPDATE) from before its events were stored, so two
 * batches for one parcel settle one after the other, the second seeing the first's events. Orders
 * whose figures did not change are not written. Answers the orders that changed, as they now stand.
 */
export async function settleStatuses(db: DbOrTx, orderIds: readonly number[]): Promise<SettledOrder[]> {
  if (orderIds.length === 0) return [];
  const ids = sql.param([...orderIds]);
  const result = (await db.execute(sql`
    with deciding as (
      select distinct on (e.order_id) e.order_id, e.status, e.at, e.detail
      from tracking_events e
      where e.order_id = any(${ids}::bigint[]) and e.rank >= 0
      order by e.order_id, (e.rank >= ${terminal}) desc,
        case when e.rank >= ${terminal} then e.at end asc,
        (e.scan_code is not null) desc, e.at desc, e.rank desc, e.id desc
    ), facts as (
      select order_id,
        max(at) filter (where scan_code is not null) as last_scan_at,
        min(at) filter (where scan_code in (10, 200)) as picked_up_at
      from tracking_events
      where order_id = any(${ids}::bigint[])
      group by order_id
    ), decided as (
      select d.order_id, d.status, d.at as status_at, f.last_scan_at, f.picked_up_at,
        case when d.status = 'SIGNED' then d.at end as signed_at,
        case when d.status = 'SIGNED' then d.detail->>'signerName' end as signer_name,
        case when d.status = 'SIGNED' then (d.detail->>'codCollectedSen')::bigint end as cod_collected_sen,
        case when d.status in ('PICKUP_FAILED', 'UNSIGNED', 'PROBLEM') then d.detail->>'problemReason' end as problem_reason
      from deciding d join facts f using (order_id)
    )
    update orders o set
      status = x.status, status_at = x.status_at, last_scan_at = x.last_scan_at, picked_up_at = x.picked_up_at,
      signed_at = x.signed_at, signer_name = x.signer_name,
      -- Cash is collected only on a COD parcel; an amount a handheld sends for another is not money we hold.
      cod_collected_sen = case when x.status = 'SIGNED' then case when o.cod_sen > 0 then coalesce(x.cod_collected_sen, o.cod_sen) else 0 end end,
      problem_reason = x.problem_reason, updated_at = now()
    from decided x
    where o.id = x.order_id
      and (o.status, o.status_at, o.last_scan_at, o.picked_up_at, o.signer_name, o.problem_reason)
        is distinct from (x.status, x.status_at, x.last_scan_at, x.picked_up_at, x.signer_name, x.problem_reason)
    returning o.id, o.customer_id, o.waybill_no, o.status, o.status_at, o.problem_reason`)) as unknown as {
    rows: {
      id: string | number;
      customer_id: number;
      waybill_no: string;
      status: string;
      status_at: string | Date;
      problem_reason: string | null;
    }[];
  };
  return result.rows.map((r) => ({
    orderId: Number(r.id),
    customerId: r.customer_id,
    waybillNo: r.waybill_no,
    status: r.status,
    statusAt: r.status_at,
    problemReason: r.problem_reason,
  }));
}

/** An order whose status or facts a settling changed, as it now stands. */
export interface SettledOrder {
  orderId: number;
  customerId: number;
  waybillNo: string;
  status: string;
  statusAt: string | Date;
  problemReason: string | null;
}
