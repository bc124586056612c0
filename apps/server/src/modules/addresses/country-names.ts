import { type AddressRow, MALAYSIA } from '@portal/shared/address';
import { type Lang, localizedName } from '@portal/shared/lang';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';

/** International entries name their country in the caller's language (the list shows the name, not SGP). */
export async function withCountryNames(db: DbOrTx, rows: AddressRow[], lang: Lang): Promise<AddressRow[]> {
  const codes = [...new Set(rows.filter((r) => r.countryCode !== MALAYSIA).map((r) => r.countryCode))];
  if (codes.length === 0) return rows;
  const names = new Map(
    (
      await db
        .select({ code: countries.code, name: localizedName(countries, lang) })
        .from(countries)
        .where(inArray(countries.code, codes))
    ).map((c) => [c.code, c.name]),
  );
  return rows.map((r) => (names.has(r.countryCode) ? { ...r, countryName: names.get(r.countryCode) } : r));
}
