import type { Lang } from '@portal/shared/lang';
import { insertOrderParameter } from '@portal/shared/order-rules';
import type { PreOrderSubmitResult } from '@portal/shared/pre-orders';
import { describeIssue } from '@portal/shared/validation';
import { PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { type PlaceDeps, placeDomesticOrder } from '../orders/service.ts';
import { markPlaced, preOrdersOf } from './repository.ts';

/**
 * batchSubmitVipOrder: each selected pre-order is placed as insertOrder places one order (its rules,
 * price, waybill number, wallet debit), in the order the ids were sent, so the wallet is taken row
 * by row and a row it cannot cover is refused on its own. The pre-order's request id is the order's
 * client request id: submitted twice, or by twenty clicks at once, it is placed and charged once and
 * every answer names the same waybill.
 */
export async function submitPreOrders(
  deps: PlaceDeps,
  scope: CustomerScope,
  ids: number[],
  lang: Lang,
): Promise<{ placed: number; refused: number; results: PreOrderSubmitResult[] }> {
  const records = new Map((await preOrdersOf(deps.db, scope, ids)).map((r) => [r.id, r]));
  const results: PreOrderSubmitResult[] = [];
  for (const id of new Set(ids)) {
    const record = records.get(id);
    if (!record) {
      results.push({ id, success: false, desc: deps.translate('recordNotFound', lang) });
      continue;
    }
    if (record.status === 'PLACED' && record.waybillNo) {
      results.push({ id, success: true, waybillNo: record.waybillNo });
      continue;
    }
    const order = insertOrderParameter.safeParse({ ...record.fields, clientRequestId: record.requestId });
    if (!order.success) {
      const issues = order.error.issues.map((issue) => {
        const { key, params } = describeIssue(issue);
        return { field: String(issue.path[0] ?? 'order'), desc: deps.translate(key, lang, params) };
      });
      results.push({ id, success: false, desc: issues[0]?.desc, issues });
      continue;
    }
    try {
      const placed = await placeDomesticOrder(deps, scope, order.data, lang, record.vipMenuName);
      await markPlaced(deps.db, scope, id, placed.waybillNo);
      results.push({ id, success: true, waybillNo: placed.waybillNo, totalSen: placed.price.totalSen });
    } catch (err) {
      if (!(err instanceof PortalError)) throw err;
      const data = err.data as { issues?: { field: string; desc: string }[] } | null;
      results.push({ id, success: false, desc: deps.translate(err.messageKey, lang, err.params), issues: data?.issues });
    }
  }
  const placed = results.filter((r) => r.success).length;
  return { placed, refused: results.length - placed, results };
}
