import type { ReceivableCountry } from '@portal/shared/countries';
import type { Product } from '@portal/shared/order';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { excludedLocalNames } from '../../db/local-names.ts';
import { countries, products, tariffs } from '../../db/schema/index.ts';

/**
 * The courier's products and its first tariffs (docs/decisions.md "Products and tariffs"). Product
 * names are reference data, kept current on every start; a tariff line is only added where its
 * product and zone have none, so an operator's change (a later line) is never overwritten.
 */
const PRODUCTS: readonly { code: Product; nameZh: string; nameEn: string; nameMl: string; productType: 'NE' | 'MS' }[] = [
  { code: 'EZ', nameZh: '标准快递', nameEn: 'Standard', nameMl: 'Standard', productType: 'NE' },
  { code: 'EX', nameZh: '特快专递', nameEn: 'Express', nameMl: 'Ekspres', productType: 'NE' },
  { code: 'SF', nameZh: '当日达', nameEn: 'Same Day', nameMl: 'Hari Sama', productType: 'NE' },
  { code: 'SC', nameZh: '大件货运', nameEn: 'Cargo', nameMl: 'Kargo', productType: 'NE' },
  { code: 'JS', nameZh: '一票多件', nameEn: 'Multi-parcel', nameMl: 'Berbilang Bungkusan', productType: 'MS' },
];

/** International zones of the receivable countries. */
const INTERNATIONAL_ZONES: Record<ReceivableCountry, string> = {
  SGP: 'INT1',
  BRN: 'INT1',
  IDN: 'INT2',
  THA: 'INT2',
  PHL: 'INT2',
  VNM: 'INT2',
  KHM: 'INT2',
  CHN: 'INT3',
  HKG: 'INT3',
  TWN: 'INT3',
  JPN: 'INT4',
  KOR: 'INT4',
  AUS: 'INT4',
};

/** [product, zone, first weight g, first price sen, step g, step price sen]. Same Day does not cross the sea. */
const FIRST_TARIFFS: readonly [Product, string, number, number, number, number][] = [
  ['EZ', 'WM', 1000, 600, 1000, 200],
  ['EZ', 'EM', 1000, 800, 1000, 300],
  ['EZ', 'WM_EM', 1000, 1200, 1000, 700],
  ['EX', 'WM', 1000, 900, 1000, 300],
  ['EX', 'EM', 1000, 1100, 1000, 400],
  ['EX', 'WM_EM', 1000, 1600, 1000, 900],
  ['SF', 'WM', 1000, 1500, 1000, 300],
  ['SF', 'EM', 1000, 1500, 1000, 300],
  ['SC', 'WM', 5000, 1500, 1000, 150],
  ['SC', 'EM', 5000, 1800, 1000, 200],
  ['SC', 'WM_EM', 5000, 2500, 1000, 250],
  ['JS', 'WM', 1000, 700, 1000, 220],
  ['JS', 'EM', 1000, 900, 1000, 320],
  ['JS', 'WM_EM', 1000, 1400, 1000, 750],
  ['EZ', 'INT1', 500, 1800, 500, 600],
  ['EX', 'INT1', 500, 2500, 500, 800],
  ['EZ', 'INT2', 500, 2800, 500, 900],
  ['EX', 'INT2', 500, 3600, 500, 1100],
  ['EZ', 'INT3', 500, 3200, 500, 1000],
  ['EX', 'INT3', 500, 4200, 500, 1300],
  ['EZ', 'INT4', 500, 4500, 500, 1500],
  ['EX', 'INT4', 500, 5500, 500, 1800],
];

export async function upsertPricingCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(products)
    .values(PRODUCTS.map((p, sort) => ({ ...p, sort })))
    .onConflictDoUpdate({
      target: products.code,
      set: {
        ...excludedLocalNames(),
        productType: sql`excluded.product_type`,
        sort: sql`excluded.sort`,
      },
    });
  for (const [code, zone] of Object.entries(INTERNATIONAL_ZONES))
    await tx
      .update(countries)
      .set({ intlZone: zone })
      .where(sql`${countries.code} = ${code} and ${countries.intlZone} is distinct from ${zone}`);
  const lines = JSON.stringify(
    FIRST_TARIFFS.map(([product, zone, firstWeightG, firstPriceSen, stepWeightG, stepPriceSen]) => ({
      product,
      zone,
      firstWeightG,
      firstPriceSen,
      stepWeightG,
      stepPriceSen,
    })),
  );
  // Only where the product and zone have no line at all: the first tariff, effective since the epoch.
  await tx.execute(sql`
    insert into ${tariffs} (product, zone, first_weight_g, first_price_sen, step_weight_g, step_price_sen, effective_from, note)
    select l.product, l.zone, l."firstWeightG", l."firstPriceSen", l."stepWeightG", l."stepPriceSen", 'epoch', 'first tariff'
    from json_to_recordset(${lines}::json) as l(product text, zone text, "firstWeightG" int, "firstPriceSen" int, "stepWeightG" int, "stepPriceSen" int)
    where not exists (select 1 from ${tariffs} t where t.product = l.product and t.zone = l.zone)`);
}
