import type { Lang } from '@portal/shared/lang';
import { localizedName } from '@portal/shared/lang';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addressTypes, countries, customerCountryRestrictions } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** The address types an address may be filed under (home, office, …), in the courier's order, as the forms read them. */
export async function addressTypeList(db: DbOrTx) {
  const rows = await db.select().from(addressTypes).orderBy(asc(addressTypes.sort));
  return rows.map((t) => ({ typeNumber: t.typeNumber, typeName: t.nameZh, en: t.nameEn, ml: t.nameMl, defaultItem: t.defaultItem }));
}

/** Every country the portal names (sender country, filters), in the courier's order and the caller's language. */
export async function countryList(db: DbOrTx, lang: Lang) {
  const rows = await db
    .select({ code: countries.code, name: localizedName(countries, lang), dialCode: countries.dialCode })
    .from(countries)
    .orderBy(asc(countries.sort));
  return rows.map((c) => ({ id: c.code, ...c }));
}

/** The courier's receivable countries joined to the customer's country limits (countryRestriction). */
const allowedFor = (customerId: number) =>
  and(eq(customerCountryRestrictions.countryCode, countries.code), eq(customerCountryRestrictions.customerId, customerId));

/** The countries this customer may ship to, in the courier's order, each with its limits (spec 3). */
export async function receivingCountries(db: DbOrTx, { customerId }: RowScope, lang: Lang) {
  const rows = await db
    .select({
      code: countries.code,
      name: localizedName(countries, lang),
      dialCode: countries.dialCode,
      weight: customerCountryRestrictions.weight,
      length: customerCountryRestrictions.length,
      height: customerCountryRestrictions.height,
      width: customerCountryRestrictions.width,
    })
    .from(countries)
    .innerJoin(customerCountryRestrictions, allowedFor(customerId))
    .where(eq(countries.receivable, true))
    .orderBy(asc(countries.sort));
  return rows.map(({ weight, length, height, width, ...c }) => ({ id: c.code, ...c, limit: { weight, length, height, width } }));
}

/** Whether the courier delivers to a country and the customer may ship there. */
export async function mayShipTo(db: DbOrTx, { customerId }: RowScope, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .innerJoin(customerCountryRestrictions, allowedFor(customerId))
    .where(and(eq(countries.code, code), eq(countries.receivable, true)));
  return !!row;
}

/** The customer's country limits as the international order rules read them. */
export function countryLimits(db: DbOrTx, { customerId }: RowScope) {
  return db.select().from(customerCountryRestrictions).where(eq(customerCountryRestrictions.customerId, customerId));
}
