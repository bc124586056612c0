import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { geographyDatasets, regions } from '../../db/schema/index.ts';
import { bumpVersion } from '../../lib/config-versions.ts';
import { DATASET_VERSION, malaysianStates } from './dataset.ts';

const DATASET = 'malaysia';
const CHUNK = 1000;

/**
 * Brings the region tables to the shipped data set: nothing to do when they hold it already;
 * otherwise replaces the tree in the caller's transaction and moves the geography version on, so
 * every portal drops its cached tree. Saved addresses keep their text and are not touched.
 */
export async function loadGeography(tx: Tx): Promise<boolean> {
  const [loaded] = await tx.select().from(geographyDatasets).where(eq(geographyDatasets.name, DATASET));
  if (loaded?.version === DATASET_VERSION) return false;
  await tx.delete(regions);
  const states = malaysianStates();
  const stateRows = await tx
    .insert(regions)
    .values(states.map((s, i) => ({ level: 1, name: s.name, sort: i })))
    .returning({ id: regions.id, name: regions.name });
  // Rows are matched back by name, not by position: RETURNING promises no order.
  const stateId = new Map(stateRows.map((r) => [r.name, r.id]));
  const cities = states.flatMap((s) =>
    s.cities.map((c, j) => ({ parentId: stateId.get(s.name)!, level: 2, name: c.name, sort: j, postcodes: c.postcodes })),
  );
  const cityRows = await tx
    .insert(regions)
    .values(cities.map(({ postcodes: _p, ...c }) => c))
    .returning({ id: regions.id, parentId: regions.parentId, name: regions.name });
  const cityId = new Map(cityRows.map((r) => [`${r.parentId}|${r.name}`, r.id]));
  const areas = cities.flatMap((c) =>
    c.postcodes.map((postcode, k) => ({ parentId: cityId.get(`${c.parentId}|${c.name}`)!, level: 3, name: postcode, sort: k })),
  );
  for (let i = 0; i < areas.length; i += CHUNK) await tx.insert(regions).values(areas.slice(i, i + CHUNK));
  await tx
    .insert(geographyDatasets)
    .values({ name: DATASET, version: DATASET_VERSION })
    .onConflictDoUpdate({ target: geographyDatasets.name, set: { version: DATASET_VERSION, loadedAt: sql`now()` } });
  await bumpVersion(tx, 'geography');
  return true;
}
