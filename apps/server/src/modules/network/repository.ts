import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, networkSites } from '../../db/schema/index.ts';

/** The names of the sites with these codes (scans' `siteCode`, a timeline's "at"); unknown codes are absent. */
export async function siteNames(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ code: networkSites.code, name: networkSites.name })
    .from(networkSites)
    .where(inArray(networkSites.code, wanted));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Which of these codes are sites of the network (open or closed: a scan may come from a site closed since). */
export async function knownSiteCodes(db: DbOrTx, codes: readonly string[]): Promise<Set<string>> {
  return new Set((await siteNames(db, codes)).keys());
}

/** The site a customer is served from (`customers.network_id`, getUserInfo's networkId), if it has one. */
export async function customerNetworkId(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db.select({ networkId: customers.networkId }).from(customers).where(eq(customers.id, customerId));
  return row?.networkId ?? null;
}
