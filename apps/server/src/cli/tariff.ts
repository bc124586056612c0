// npm run tariff: lists the tariff lines in force, or adds a new line (the operator's way to change a price).
//   npm run tariff                                   the lines in force, by product and zone
//   npm run tariff -- set EZ WM 1000 650 1000 220    a new line from now: first 1000 g RM 6.50, each further 1000 g RM 2.20
//   npm run tariff -- set EZ WM 1000 650 1000 220 --from 2027-01-01T00:00:00+08:00 --note "2027 price list"
// A line is never changed or deleted: orders keep the line they were priced on. Running portals pick a
// new line up within 5 seconds. On the embedded database, stop the server first (one process per folder).
import { formatRinggit } from '@portal/shared/money';
import { PRODUCTS } from '@portal/shared/order';
import { DOMESTIC_ZONES } from '@portal/shared/pricing';
import { typedInstant } from '@portal/shared/time';
import { desc, lte, sql } from 'drizzle-orm';
import { countries, tariffs } from '../db/schema/index.ts';
import { args, fail, openOperatorDatabase, option } from './operator-cli.ts';

const database = await openOperatorDatabase();
const { db } = database;

if (args[0] === 'set') {
  const [, product, zone, ...numbers] = args;
  const zones = new Set<string>([
    ...DOMESTIC_ZONES,
    ...(await db.selectDistinct({ zone: countries.intlZone }).from(countries)).flatMap((z) => (z.zone ? [z.zone] : [])),
  ]);
  if (!product || !(PRODUCTS as readonly string[]).includes(product)) fail(`product must be one of ${PRODUCTS.join(', ')}`);
  if (!zone || !zones.has(zone)) fail(`zone must be one of ${[...zones].join(', ')}`);
  const [firstWeightG, firstPriceSen, stepWeightG, stepPriceSen] = numbers.slice(0, 4).map(Number);
  if (
    [firstWeightG, firstPriceSen, stepWeightG, stepPriceSen].some((n) => n === undefined || !Number.isInteger(n) || n < 0) ||
    !stepWeightG
  )
    fail('give four whole numbers: first weight (g), first price (sen), step weight (g, > 0), step price (sen)');
  const from = option('from');
  // A date without a zone is Malaysian: --from 2027-01-01 starts at midnight in Kuala Lumpur.
  const effectiveFrom = from ? typedInstant(from) : new Date();
  if (Number.isNaN(effectiveFrom.getTime()))
    fail('--from must be a date or date-time, e.g. 2027-01-01 (Malaysian time) or 2027-01-01T00:00:00+08:00');
  await db.insert(tariffs).values({
    product: product!,
    zone: zone!,
    firstWeightG: firstWeightG!,
    firstPriceSen: firstPriceSen!,
    stepWeightG: stepWeightG!,
    stepPriceSen: stepPriceSen!,
    effectiveFrom,
    note: option('note') ?? null,
  });
  // Running portals on this database drop their copy of the tariffs at once.
  await db.execute(sql`select pg_notify('portal_changes', 'tariff')`);
  console.log(
    `${product} ${zone}: first ${firstWeightG} g ${formatRinggit(firstPriceSen!)}, each further ${stepWeightG} g ${formatRinggit(stepPriceSen!)}, from ${effectiveFrom.toISOString()}`,
  );
} else if (args.length) {
  fail('usage: npm run tariff [-- set PRODUCT ZONE FIRST_G FIRST_SEN STEP_G STEP_SEN [--from ISO] [--note TEXT]]');
}

const inForce = await db
  .selectDistinctOn([tariffs.product, tariffs.zone])
  .from(tariffs)
  .where(lte(tariffs.effectiveFrom, sql`now()`))
  .orderBy(tariffs.product, tariffs.zone, desc(tariffs.effectiveFrom));
console.table(
  inForce.map((t) => ({
    product: t.product,
    zone: t.zone,
    first: `${t.firstWeightG} g ${formatRinggit(t.firstPriceSen)}`,
    'each further': `${t.stepWeightG} g ${formatRinggit(t.stepPriceSen)}`,
    since: t.effectiveFrom.toISOString(),
  })),
);
await database.close();
