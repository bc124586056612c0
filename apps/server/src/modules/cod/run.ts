import type { Db } from '../../db/client.ts';
import type { PayoutBank } from './payout-bank.ts';
import { type PayoutRound, payoutRound } from './payouts.ts';
import { accrueAll, customersWithReleasedCash, type GatheredBill, gatherBill } from './remittance.ts';

export interface RemittanceRun {
  accrued: number;
  bills: GatheredBill[];
  payouts: PayoutRound;
}

/**
 * One remittance run: signed COD parcels become receivables, each customer holding released cash
 * gets its bill (on the schedule, or now when `force`), and bills move on through the payout bank.
 * `only` limits it to one customer (the courier's trigger for one shipper).
 */
export async function runRemittance(
  db: Db,
  bank: PayoutBank,
  options: { now?: Date; force?: boolean; only?: { customerId: number } } = {},
): Promise<RemittanceRun> {
  const now = options.now ?? new Date();
  const accrued = await accrueAll(db, options.only);
  const customers = options.only ? [options.only.customerId] : await customersWithReleasedCash(db, now);
  const bills: GatheredBill[] = [];
  for (const customerId of customers) {
    const bill = await gatherBill(db, customerId, now, options.force ?? false);
    if (bill) bills.push(bill);
  }
  const payouts = await payoutRound(db, bank, options.only);
  return { accrued, bills, payouts };
}
