import { TIME_EFFECTIVE_TYPES } from '@portal/shared/network';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { networkSites, timeEffectiveTypes } from '../../db/schema/index.ts';
import { NETWORK_REGION_SITES, NETWORK_SITES } from './network-sites.ts';

/**
 * Adds the network as first opened: what is missing by code is inserted whole. Where a site is
 * there already the seed owns only where it stands in the tree (number, level, parent) and fills
 * coordinates it lacks (a drop point carried over by migration 0011 has none); what the operator
 * keeps (names, streets, phones, hours, products, open or closed) is never overwritten, so a site
 * the operator closed is not reopened.
 */
export async function seedNetwork(tx: Tx): Promise<void> {
  const regions = NETWORK_REGION_SITES.map((r) => ({ id: r.id, code: r.code, name: r.name, level: 1 }));
  // Parents first: a hub names its region, a branch its hub.
  const sites = [...NETWORK_SITES]
    .sort((a, b) => a.level - b.level)
    .map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      level: s.level,
      parentCode: s.parent,
      state: s.state,
      city: s.city,
      postcode: s.postcode,
      address: s.address,
      phone: s.phone,
      openingHours: s.openingHours,
      latitude: s.at[0],
      longitude: s.at[1],
      dropOff: s.products.length > 0,
      products: s.products,
      enabled: !s.closed,
    }));
  await tx
    .insert(networkSites)
    .values([...regions, ...sites])
    .onConflictDoUpdate({
      target: networkSites.code,
      set: {
        id: sql`excluded.id`,
        level: sql`excluded.level`,
        parentCode: sql`excluded.parent_code`,
        latitude: sql`coalesce(${networkSites.latitude}, excluded.latitude)`,
        longitude: sql`coalesce(${networkSites.longitude}, excluded.longitude)`,
      },
    });
  // A point the operator added before the network existed (carried over by migration 0011) hangs
  // under the first hub of its state.
  await tx.execute(sql`
    update ${networkSites} s set parent_code = (
      select h.code from ${networkSites} h where h.level = 2 and h.state = s.state order by h.id limit 1)
    where s.level > 2 and s.parent_code is null`);
  // The promises' names and days are reference data; whether one is offered is the operator's.
  await tx
    .insert(timeEffectiveTypes)
    .values(
      TIME_EFFECTIVE_TYPES.map((t) => ({
        id: t.id,
        code: t.code,
        nameZh: t.names.zh,
        nameEn: t.names.en,
        nameMl: t.names.ml,
        minDays: t.minDays,
        maxDays: t.maxDays,
        isEnable: t.isEnable,
      })),
    )
    .onConflictDoUpdate({
      target: timeEffectiveTypes.id,
      set: {
        code: sql`excluded.code`,
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        nameMl: sql`excluded.name_ml`,
        minDays: sql`excluded.min_days`,
        maxDays: sql`excluded.max_days`,
      },
    });
}
