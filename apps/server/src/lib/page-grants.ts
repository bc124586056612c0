import type { CustomerPage } from '@portal/shared/menu';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerFunctions, functions, userFunctions } from '../db/schema/index.ts';
import { InvalidatingCache } from './cache.ts';
import type { ChangeFeed } from './change-feed.ts';

/** The pages an account holds, and whose they are (the cache forgets them when either changes). */
interface Held {
  customerId: number;
  pages: ReadonlySet<string>;
}

/**
 * Which menu pages (FUNCPATH) an account holds: a main account those its customer was granted, a
 * sub-account those its main account granted that the customer still has. The portal asks this
 * before any endpoint that declares a page runs, so a hidden menu is never the only guard. Kept per
 * process for 30 s and dropped at once when the user's or the customer's grants change.
 */
export class PageGrants {
  private readonly cache = new InvalidatingCache<Held>(30_000);

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    changes.watch({
      user: (id) => this.cache.invalidate(String(id)),
      customer: (id) => this.cache.invalidateWhere((h) => h.customerId === id),
      all: () => this.cache.clear(),
    });
  }

  async pagesOf(account: { userId: number; customerId: number; accountType: 'MAIN' | 'SUB' }): Promise<ReadonlySet<string>> {
    const held = await this.cache.load(String(account.userId), async () => ({
      customerId: account.customerId,
      pages: new Set(await this.read(account)),
    }));
    return held?.pages ?? new Set();
  }

  /** Whether an account holds one of the pages; an account without a customer holds none. */
  async holds(
    account: { userId: number; customerId: number | null; accountType: string },
    wanted: readonly CustomerPage[],
  ): Promise<boolean> {
    if (account.customerId === null || (account.accountType !== 'MAIN' && account.accountType !== 'SUB')) return false;
    const pages = await this.pagesOf({ userId: account.userId, customerId: account.customerId, accountType: account.accountType });
    return holdsAny(pages, wanted);
  }

  private async read(account: { userId: number; customerId: number; accountType: 'MAIN' | 'SUB' }): Promise<string[]> {
    const customerHas = this.db
      .select({ id: customerFunctions.functionId })
      .from(customerFunctions)
      .where(eq(customerFunctions.customerId, account.customerId));
    const rows =
      account.accountType === 'MAIN'
        ? await this.db.select({ path: functions.path }).from(functions).where(inArray(functions.id, customerHas))
        : await this.db
            .select({ path: functions.path })
            .from(userFunctions)
            .innerJoin(functions, eq(functions.id, userFunctions.functionId))
            .where(and(eq(userFunctions.userId, account.userId), inArray(userFunctions.functionId, customerHas)));
    return rows.map((r) => r.path);
  }
}

/** Whether a scope holds at least one of the pages (an endpoint serving several pages names them all). */
export const holdsAny = (pages: ReadonlySet<string>, wanted: readonly CustomerPage[]): boolean => wanted.some((p) => pages.has(p));
