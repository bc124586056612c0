import { waybillNumberFor } from '@portal/shared/order';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Sequence values a process takes at once. */
const BLOCK = 100;

/**
 * Waybill numbers for domestic orders, taken from `waybill_seq` a block at a time and handed out
 * by this process, so placing an order costs no round trip for its number. Every value comes from
 * the sequence once, so numbers stay unique across processes (and `orders.waybill_no` is unique
 * besides); what changes is only that numbers are not in placing order across processes, and that a
 * stopped process leaves the rest of its block unused, as a rolled-back order always left a gap.
 */
export class WaybillNumbers {
  private readonly free: number[] = [];
  private taking: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async next(): Promise<string> {
    while (this.free.length === 0) {
      this.taking ??= this.take().finally(() => {
        this.taking = null;
      });
      await this.taking;
    }
    return waybillNumberFor(this.free.shift()!);
  }

  /** `count` numbers at once (a batch of orders): what the block lacks is taken in one round trip. */
  async many(count: number): Promise<string[]> {
    // Another caller may take from the block while this one waits: take again until there are enough.
    while (this.free.length < count) await this.take(Math.max(BLOCK, count - this.free.length));
    return this.free.splice(0, count).map(waybillNumberFor);
  }

  /**
   * Takes at once what the block lacks for `count` numbers about to be asked for (an import's rows,
   * placed a batch at a time): one round trip for the whole file rather than one per batch.
   */
  async reserve(count: number): Promise<void> {
    if (this.free.length < count) await this.take(Math.max(BLOCK, count - this.free.length));
  }

  private async take(size = BLOCK): Promise<void> {
    const result = (await this.db.execute(sql`select nextval('waybill_seq') as n from generate_series(1, ${size})`)) as unknown as {
      rows: { n: string | number }[];
    };
    this.free.push(...result.rows.map((r) => Number(r.n)).sort((a, b) => a - b));
  }
}
