import { Code } from '@portal/shared/codes';
import { type BindingCheck, type BindingParameter, type BindingResult, canBindDo } from '@portal/shared/delivery-order';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryOrderBoxes, deliveryOrders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { Say } from './import-dos.ts';
import { boxesByNumber, dosByNumber } from './repository.ts';

/** The DO and box pairs a binding names, each once, in the order typed. */
function pairsOf(p: BindingParameter): { doNo: string; packingNo: string }[] {
  if (p.mode === 'oneBoxMoreDo') return [...new Set(p.doNos)].map((doNo) => ({ doNo, packingNo: p.packingNo }));
  return [...new Set(p.packingNos)].map((packingNo) => ({ doNo: p.doNo, packingNo }));
}

/**
 * Checks every pair of a binding; with `save`, inside the same transaction, writes them. The rules:
 * the DO exists and is the caller's; it is not cancelled; it takes no new box once printed (the
 * sheet lists its boxes); and a box goes to one receiver, so the DOs in one box share theirs.
 *
 * Race-safety: the DOs are locked first (in id order), then each box is created if new (the unique
 * index makes a concurrent creator wait) and locked; pairs are inserted `on conflict do nothing`. So
 * twenty identical saves at once bind each pair once: the first writes, the others find it 'bound'.
 */
async function checkAndBind(tx: Tx, scope: CustomerScope, p: BindingParameter, say: Say, save: boolean): Promise<BindingResult> {
  const pairs = pairsOf(p);
  const doNos = [...new Set(pairs.map((x) => x.doNo))];
  const packingNos = [...new Set(pairs.map((x) => x.packingNo))];
  const dos = new Map((await dosByNumber(tx, scope, doNos, save)).map((d) => [d.doNo, d]));
  // In one box, every DO goes where the first one found goes.
  const boxReceiver = p.mode === 'oneBoxMoreDo' ? doNos.map((n) => dos.get(n)?.receiverKey).find(Boolean) : undefined;
  if (save) {
    const creating = packingNos
      .map((packingNo) => ({ packingNo, key: boxReceiver ?? dos.get(p.mode === 'oneDoMoreBox' ? p.doNo : '')?.receiverKey }))
      .filter((b): b is { packingNo: string; key: string } => !!b.key);
    if (creating.length)
      await tx.execute(sql`
        insert into packing_boxes (customer_id, packing_no, receiver_key)
        select ${scope.customerId}::int, r->>0, r->>1 from jsonb_array_elements(${JSON.stringify(creating.map((b) => [b.packingNo, b.key]))}::jsonb) as e(r)
        order by r->>0
        on conflict (customer_id, packing_no) do nothing`);
  }
  const boxes = new Map((await boxesByNumber(tx, scope, packingNos, save)).map((b) => [b.packingNo, b]));
  const boundPairs = new Set(
    dos.size && boxes.size
      ? (
          await tx
            .select({ doId: deliveryOrderBoxes.deliveryOrderId, boxId: deliveryOrderBoxes.boxId })
            .from(deliveryOrderBoxes)
            .where(
              and(
                inArray(
                  deliveryOrderBoxes.deliveryOrderId,
                  [...dos.values()].map((d) => d.id),
                ),
                inArray(
                  deliveryOrderBoxes.boxId,
                  [...boxes.values()].map((b) => b.id),
                ),
              ),
            )
        ).map((r) => `${r.doId}:${r.boxId}`)
      : [],
  );
  const checks: BindingCheck[] = pairs.map(({ doNo, packingNo }) => {
    const d = dos.get(doNo);
    const box = boxes.get(packingNo);
    const refused = (key: string, params: Record<string, string>): BindingCheck => ({
      doNo,
      packingNo,
      result: 'refused',
      message: say(key, params),
    });
    if (!d) return refused('doNotFound', { doNo });
    if (box && boundPairs.has(`${d.id}:${box.id}`)) return { doNo, packingNo, result: 'bound' };
    if (d.status === 'CANCELLED') return refused('doCancelledAlready', { doNo });
    if (!canBindDo(d.status as never)) return refused('doPrintedNoBinding', { doNo });
    if (boxReceiver && d.receiverKey !== boxReceiver) return refused('boxMixedReceivers', { doNo });
    if (box && box.receiverKey !== d.receiverKey) return refused('boxOtherReceiver', { packingNo });
    return { doNo, packingNo, result: 'new' };
  });
  const ok = checks.every((c) => c.result !== 'refused');
  if (!save || !ok) return { ok, pairs: checks, bound: 0 };
  const fresh = checks.filter((c) => c.result === 'new');
  let bound = 0;
  if (fresh.length) {
    const inserted = await tx
      .insert(deliveryOrderBoxes)
      .values(fresh.map((c) => ({ deliveryOrderId: dos.get(c.doNo)!.id, boxId: boxes.get(c.packingNo)!.id, boundBy: scope.userId })))
      .onConflictDoNothing()
      .returning({ doId: deliveryOrderBoxes.deliveryOrderId });
    bound = inserted.length;
    await tx
      .update(deliveryOrders)
      .set({ status: 'PACKED' })
      .where(
        and(
          eq(deliveryOrders.status, 'WAITING_PACK'),
          inArray(
            deliveryOrders.id,
            fresh.map((c) => dos.get(c.doNo)!.id),
          ),
        ),
      );
  }
  return { ok, pairs: checks, bound };
}

/** packingNumberBindingValidate: what a save would do, pair by pair; writes nothing. */
export const validateBinding = (db: Db, scope: CustomerScope, p: BindingParameter, say: Say): Promise<BindingResult> =>
  db.transaction((tx) => checkAndBind(tx, scope, p, say, false));

/**
 * packingNumberBindingBatchSave: every pair or none. A refused pair refuses the batch with each pair's
 * result as data, so the page can mark the rows to fix.
 */
export async function saveBinding(db: Db, scope: CustomerScope, p: BindingParameter, say: Say): Promise<BindingResult> {
  return db.transaction(async (tx) => {
    const result = await checkAndBind(tx, scope, p, say, true);
    // Thrown inside, so the boxes this save created roll back with it.
    if (!result.ok) throw new PortalError(Code.BAD_PARAMETER, 'doBindingRefused', undefined, result);
    return result;
  });
}
