// npm run droppoints: the courier's drop points (where DROP OFF parcels are handed in), kept by the operator.
// A drop point is a site of the courier's network with a counter (network_sites.drop_off).
//   npm run droppoints                                    every point, open ones first
//   npm run droppoints -- add PCG02 --name "Puchong Utama Outlet" --address "No. 3, Jalan PU 7/4, Taman Puchong Utama" \
//        --postcode 47100 --phone "03-8068 2210" --hours "Mon–Sat 10:00–20:00" [--products EZ,EX,SF,SC,JS] [--city Puchong] \
//        [--parent SBJ01] [--outlet] [--at 3.0150,101.6110]
//   npm run droppoints -- deactivate PCG02                 the point closes: the order form no longer offers it
// `add` on an existing code changes that point and opens it again (its place in the tree stays unless
// --parent or --outlet say otherwise). A new point is a branch (an outlet with --outlet) under --parent,
// by default the first hub of its state; --at gives where it stands (latitude,longitude), without which
// it is listed but not on the map. State and town come from the postcode (the region data); --city
// picks one when a postcode belongs to two towns. Points are never deleted: orders and scans that named
// one keep it. Running portals on PostgreSQL see the change at once; on the embedded database stop the
// server first (one process per data folder).
import { translate } from '@portal/shared/messages';
import { NETWORK_LEVEL } from '@portal/shared/network';
import { COUNTER_PRODUCTS, DROP_POINT_CODE_PATTERN, dropPointCodeSchema, dropPointFields } from '@portal/shared/service-area';
import { describeIssue } from '@portal/shared/validation';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { networkSites } from '../db/schema/index.ts';
import { GeographyService } from '../modules/geography/geography-service.ts';
import { args, fail, openOperatorDatabase, option } from './operator-cli.ts';

const USAGE =
  'usage: npm run droppoints [-- add CODE --name TEXT --address TEXT --postcode 12345 --phone TEXT --hours TEXT [--products EZ,EX,...] [--city TOWN]\n' +
  '                              [--parent SITE] [--outlet] [--at LATITUDE,LONGITUDE]]\n' +
  '       npm run droppoints -- deactivate CODE';

const database = await openOperatorDatabase();
const { db } = database;

const changed = () => db.execute(sql`select pg_notify('portal_changes', 'network')`);

/** `--at 3.0150,101.6110`: latitude and longitude, or undefined when not given. */
function coordinates(): { latitude: number; longitude: number } | undefined {
  const at = option('at');
  if (at === undefined) return undefined;
  const [latitude, longitude] = at.split(',').map(Number);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude!) > 90 || Math.abs(longitude!) > 180)
    fail(`--at is latitude,longitude, e.g. 3.0150,101.6110\n${USAGE}`);
  return { latitude: latitude!, longitude: longitude! };
}

/** Where a point sits in the tree: --parent, else what it already has, else the first hub of its state. */
async function parentOf(code: string, state: string): Promise<string> {
  const named = option('parent')?.trim().toUpperCase();
  const [parent] = named
    ? await db.select({ code: networkSites.code, level: networkSites.level }).from(networkSites).where(eq(networkSites.code, named))
    : await db
        .select({ code: networkSites.code, level: networkSites.level })
        .from(networkSites)
        .where(and(eq(networkSites.level, NETWORK_LEVEL.HUB), eq(networkSites.state, state)))
        .orderBy(asc(networkSites.id))
        .limit(1);
  if (named && (!parent || parent.level < NETWORK_LEVEL.HUB || parent.level > NETWORK_LEVEL.BRANCH || parent.code === code))
    fail(`--parent must be a hub or branch, not ${named}`);
  if (!parent) fail(`no hub in ${state} yet: give --parent`);
  return parent!.code;
}
if ((args[0] === 'add' || args[0] === 'deactivate') && !DROP_POINT_CODE_PATTERN.test(args[1]?.trim().toUpperCase() ?? ''))
  fail(`CODE is three letters of the town and two digits, e.g. PCG02\n${USAGE}`);

if (args[0] === 'add') {
  const parsed = dropPointFields.safeParse({
    code: args[1],
    name: option('name'),
    address: option('address'),
    postcode: option('postcode'),
    phone: option('phone'),
    openingHours: option('hours'),
    products: option('products')
      ?.split(',')
      .map((p) => p.trim().toUpperCase()) ?? [...COUNTER_PRODUCTS],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const { key, params } = describeIssue(issue);
    fail(`${issue?.path.join('.') || 'input'}: ${translate(key, 'en', params)}\n${USAGE}`);
  }
  const point = parsed.data!;
  const places = await new GeographyService(db).lookup([{ postcode: point.postcode }]);
  const city = option('city');
  const place = places.find((p) => !city || p.city.toLowerCase() === city.toLowerCase());
  if (!place)
    fail(places.length ? `--city must be one of ${places.map((p) => p.city).join(', ')}` : `${point.postcode} is not in the region data`);
  if (!city && places.length > 1) fail(`${point.postcode} belongs to ${places.map((p) => p.city).join(' and ')}: give --city`);
  const [existing] = await db.select({ parentCode: networkSites.parentCode }).from(networkSites).where(eq(networkSites.code, point.code));
  const at = coordinates();
  const parentCode = option('parent') || !existing?.parentCode ? await parentOf(point.code, place!.prov) : existing.parentCode;
  const row = {
    ...point,
    state: place!.prov,
    city: place!.city,
    parentCode,
    ...(at ?? {}),
    ...(args.includes('--outlet') || !existing ? { level: args.includes('--outlet') ? NETWORK_LEVEL.OUTLET : NETWORK_LEVEL.BRANCH } : {}),
    dropOff: true,
    enabled: true,
    updatedAt: new Date(),
  };
  await db
    .insert(networkSites)
    .values({ level: NETWORK_LEVEL.BRANCH, ...row })
    .onConflictDoUpdate({ target: networkSites.code, set: row });
  await changed();
  console.log(`${point.code} ${point.name}: open at ${point.address}, ${point.postcode} ${row.city}, ${row.state}`);
} else if (args[0] === 'deactivate') {
  const code = dropPointCodeSchema.parse(args[1]);
  const closed = await db
    .update(networkSites)
    .set({ enabled: false, updatedAt: new Date() })
    .where(and(eq(networkSites.code, code), eq(networkSites.dropOff, true)))
    .returning({ code: networkSites.code });
  if (!closed.length) fail(`no drop point ${code}`);
  await changed();
  console.log(`${code} closed: the order form no longer offers it; orders that named it keep it`);
} else if (args.length) {
  fail(USAGE);
}

const rows = await db
  .select()
  .from(networkSites)
  .where(eq(networkSites.dropOff, true))
  .orderBy(desc(networkSites.enabled), asc(networkSites.state), asc(networkSites.code));
console.table(
  rows.map((p) => ({
    code: p.code,
    name: p.name,
    under: p.parentCode,
    town: `${p.postcode} ${p.city}, ${p.state}`,
    phone: p.phone,
    hours: p.openingHours,
    products: p.products.join(' '),
    open: p.enabled ? 'yes' : 'no',
  })),
);
await database.close();
