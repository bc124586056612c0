import { monthBounds, previousMonth } from '@portal/shared/statements';
import { DAY_MS } from '@portal/shared/time';
import type { AppContext } from './app.ts';
import { runRemittance } from './modules/cod/service.ts';
import { type HistoryResult, seedDemoHistory } from './modules/simulator/service.ts';
import { closeMonth } from './modules/statements/service.ts';

export interface DemoStart extends HistoryResult {
  statements: number;
  codBills: number;
}

/**
 * A new demo database's first start (docs/decisions.md "The simulator"): a month of parcels, then at
 * once what the month-end and COD runs would have made of them by now (last month's statements, the
 * COD receivables and a bill), so every finance screen has its data on the first visit rather than
 * after the next nightly run. Null when the demo customers already have orders.
 */
export async function startDemo(context: AppContext, now = new Date()): Promise<DemoStart | null> {
  const month = previousMonth(now);
  // A month back, and always a week into last month (on the 31st a month back is still this month).
  const days = Math.max(30, Math.ceil((now.getTime() - monthBounds(month).end.getTime()) / DAY_MS) + 7);
  const history = await seedDemoHistory(context, { now, days });
  if (!history) return null;
  const closed = await closeMonth(context.db, month, context.notifications);
  const cod = await runRemittance(context.db, context.payoutBank, { now, force: true });
  return { ...history, statements: closed.statements, codBills: cod.bills.length };
}
