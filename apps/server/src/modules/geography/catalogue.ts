import { ADDRESS_TYPES } from '@portal/shared/address';
import { isReceivableCountry } from '@portal/shared/countries';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { excludedLocalNames } from '../../db/local-names.ts';
import { addressTypes, countries } from '../../db/schema/index.ts';

/** Countries the portal names, by ISO 3166 alpha-3; the receivable ones are the shared list's. */
const COUNTRIES = [
  ['MYS', '马来西亚', 'Malaysia', 'Malaysia', '+60'],
  ['SGP', '新加坡', 'Singapore', 'Singapura', '+65'],
  ['BRN', '文莱', 'Brunei', 'Brunei', '+673'],
  ['IDN', '印度尼西亚', 'Indonesia', 'Indonesia', '+62'],
  ['THA', '泰国', 'Thailand', 'Thailand', '+66'],
  ['PHL', '菲律宾', 'Philippines', 'Filipina', '+63'],
  ['VNM', '越南', 'Vietnam', 'Vietnam', '+84'],
  ['KHM', '柬埔寨', 'Cambodia', 'Kemboja', '+855'],
  ['CHN', '中国', 'China', 'China', '+86'],
  ['HKG', '中国香港', 'Hong Kong', 'Hong Kong', '+852'],
  ['TWN', '中国台湾', 'Taiwan', 'Taiwan', '+886'],
  ['JPN', '日本', 'Japan', 'Jepun', '+81'],
  ['KOR', '韩国', 'South Korea', 'Korea Selatan', '+82'],
  ['AUS', '澳大利亚', 'Australia', 'Australia', '+61'],
  ['IND', '印度', 'India', 'India', '+91'],
  ['GBR', '英国', 'United Kingdom', 'United Kingdom', '+44'],
  ['USA', '美国', 'United States', 'Amerika Syarikat', '+1'],
] as const;

/** Upserts the fixed lists on every start, so a corrected name reaches existing databases. */
export async function upsertGeographyCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(addressTypes)
    .values(ADDRESS_TYPES.map((t, i) => ({ ...t, sort: i })))
    .onConflictDoUpdate({
      target: addressTypes.typeNumber,
      set: {
        ...excludedLocalNames(),
        defaultItem: sql`excluded.default_item`,
        sort: sql`excluded.sort`,
      },
    });
  await tx
    .insert(countries)
    .values(
      COUNTRIES.map(([code, nameZh, nameEn, nameMl, dialCode], sort) => ({
        code,
        nameZh,
        nameEn,
        nameMl,
        dialCode,
        receivable: isReceivableCountry(code),
        sort,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        ...excludedLocalNames(),
        dialCode: sql`excluded.dial_code`,
        receivable: sql`excluded.receivable`,
        sort: sql`excluded.sort`,
      },
    });
}
