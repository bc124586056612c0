import type { Lang } from '@portal/shared/lang';
import { type MultiTicketParameter, type MultiTicketResult, multiTicketRowFields } from '@portal/shared/order-multi';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import { insertOrderParameter } from '@portal/shared/order-rules';
import { describeIssue } from '@portal/shared/validation';
import { PortalError } from '../../lib/errors.ts';
import type { PlacedOrder } from './place-order.ts';

type Translate = (key: string, lang: Lang, params?: Record<string, string | number>) => string;

/**
 * getMultipleVotes.do: each row joins the common sender, product, hand-over and payment and is
 * placed as an order of its own, in order, so the wallet is taken row by row and a refused row (a
 * broken rule, an empty wallet) leaves the others placed. A row sent again with its request id
 * answers its first order.
 */
export async function placeMultiTicket(
  place: (order: InsertOrderParameter) => Promise<PlacedOrder>,
  common: MultiTicketParameter,
  translate: Translate,
  lang: Lang,
): Promise<{ placed: number; refused: number; results: MultiTicketResult[] }> {
  const { rows, ...shared } = common;
  const results: MultiTicketResult[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = multiTicketRowFields.safeParse(raw);
    const order = row.success ? insertOrderParameter.safeParse({ ...shared, ...row.data, packageCount: row.data.packageCount ?? 1 }) : row;
    if (!order.success) {
      const issues = order.error.issues.map((issue) => {
        const { key, params } = describeIssue(issue);
        return { field: String(issue.path[0] ?? 'row'), desc: translate(key, lang, params) };
      });
      results.push({ index, success: false, desc: issues[0]?.desc, issues });
      continue;
    }
    try {
      const placed = await place(order.data);
      results.push({ index, success: true, waybillNo: placed.waybillNo, totalSen: placed.price.totalSen });
    } catch (err) {
      if (!(err instanceof PortalError)) throw err;
      const data = err.data as { issues?: { field: string; desc: string }[] } | null;
      results.push({ index, success: false, desc: translate(err.messageKey, lang, err.params), issues: data?.issues });
    }
  }
  const placed = results.filter((r) => r.success).length;
  return { placed, refused: results.length - placed, results };
}
