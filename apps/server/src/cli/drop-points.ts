// npm run droppoints: the courier's drop points (where DROP OFF parcels are handed in), kept by the operator.
//   npm run droppoints                                    every point, open ones first
//   npm run droppoints -- add SBJ03 --name "Puchong Branch" --address "No. 8, Jalan Kenari 5, Bandar Puchong Jaya" \
//        --postcode 47100 --phone "03-8070 1234" --hours "Mon–Fri 09:00–18:00, Sat 09:00–13:00" [--products EZ,EX,SF,SC,JS] [--city Puchong]
//   npm run droppoints -- deactivate SBJ03                 the point closes: the order form no longer offers it
// `add` on an existing code changes that point and opens it again. State and town come from the postcode
// (the region data); --city picks one when a postcode belongs to two towns. Points are never deleted:
// orders that named one keep it. Running portals on PostgreSQL see the change at once; on the embedded
// database stop the server first (one process per data folder).
import { translate } from '@portal/shared/messages';
import { COUNTER_PRODUCTS, DROP_POINT_CODE_PATTERN, dropPointCodeSchema, dropPointFields } from '@portal/shared/service-area';
import { describeIssue } from '@portal/shared/validation';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { dropPoints } from '../db/schema/index.ts';
import { GeographyService } from '../modules/geography/geography-service.ts';
import { args, fail, openOperatorDatabase, option } from './operator-cli.ts';

const USAGE =
  'usage: npm run droppoints [-- add CODE --name TEXT --address TEXT --postcode 12345 --phone TEXT --hours TEXT [--products EZ,EX,...] [--city TOWN]]\n' +
  '       npm run droppoints -- deactivate CODE';

const database = await openOperatorDatabase();
const { db } = database;

const changed = () => db.execute(sql`select pg_notify('portal_changes', 'dropPoints')`);
if ((args[0] === 'add' || args[0] === 'deactivate') && !DROP_POINT_CODE_PATTERN.test(args[1]?.trim().toUpperCase() ?? ''))
  fail(`CODE is three letters of the town and two digits, e.g. SBJ03\n${USAGE}`);

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
  const row = { ...point, state: place!.prov, city: place!.city, active: true, updatedAt: new Date() };
  await db.insert(dropPoints).values(row).onConflictDoUpdate({ target: dropPoints.code, set: row });
  await changed();
  console.log(`${point.code} ${point.name}: open at ${point.address}, ${point.postcode} ${row.city}, ${row.state}`);
} else if (args[0] === 'deactivate') {
  const code = dropPointCodeSchema.parse(args[1]);
  const closed = await db
    .update(dropPoints)
    .set({ active: false, updatedAt: new Date() })
    .where(eq(dropPoints.code, code))
    .returning({ code: dropPoints.code });
  if (!closed.length) fail(`no drop point ${code}`);
  await changed();
  console.log(`${code} closed: the order form no longer offers it; orders that named it keep it`);
} else if (args.length) {
  fail(USAGE);
}

const rows = await db.select().from(dropPoints).orderBy(desc(dropPoints.active), asc(dropPoints.state), asc(dropPoints.code));
console.table(
  rows.map((p) => ({
    code: p.code,
    name: p.name,
    town: `${p.postcode} ${p.city}, ${p.state}`,
    phone: p.phone,
    hours: p.openingHours,
    products: p.products.join(' '),
    open: p.active ? 'yes' : 'no',
  })),
);
await database.close();
