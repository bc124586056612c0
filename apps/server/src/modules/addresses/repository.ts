import {
  type AddressBook,
  type AddressQuery,
  type AddressRow,
  addressFingerprint,
  joinRegion,
  MALAYSIA,
  PHONE_MEMORY_LIMIT,
  type PhoneMemoryItem,
} from '@portal/shared/address';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import { type Page, SEARCH_COUNT_CAP } from '@portal/shared/table-config';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** What an entry holds once checked: the region parts already canonical (see `place.ts`). */
export interface AddressValues {
  name: string;
  contacts: string;
  countryCode: string;
  postcode: string;
  prov: string;
  city: string;
  area: string;
  address: string;
  email: string;
}

/** Lower-case text search reads: name, phone, address and region, one trigram index over it. */
const searchTextOf = (v: AddressValues): string => [v.name, v.contacts, v.address, v.postcode, v.city, v.prov].join(' ').toLowerCase();

/** The columns an insert or update writes, derived fields included. */
export function columnsOf(v: AddressValues) {
  return { ...v, fingerprint: addressFingerprint(v), searchText: searchTextOf(v) };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition for one customer's book. Every search also goes through the trigram index
 * on search_text (a field search is narrower, never wider, than the whole-entry search).
 */
function searchWhere(customerId: number, query: Pick<AddressQuery, 'addressType' | 'field' | 'keyword' | 'countryCode'>): SQL {
  const parts: SQL[] = [eq(addresses.customerId, customerId), eq(addresses.book, query.addressType)];
  if (query.countryCode && query.addressType === 'interAddress') parts.push(eq(addresses.countryCode, query.countryCode));
  let keyword = query.keyword?.toLowerCase().trim() ?? '';
  // Phones are stored compact: '012-345 6789' finds 0123456789.
  if (query.field === 'contacts') keyword = normaliseDomesticPhone(keyword);
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    parts.push(sql`${addresses.searchText} like ${pattern}`);
    if (query.field === 'name') parts.push(sql`lower(${addresses.name}) like ${pattern}`);
    if (query.field === 'contacts') parts.push(sql`${addresses.contacts} like ${pattern}`);
    if (query.field === 'address') {
      parts.push(
        sql`lower(${addresses.address} || ' ' || ${addresses.postcode} || ' ' || ${addresses.city} || ' ' || ${addresses.prov}) like ${pattern}`,
      );
    }
  }
  return and(...parts)!;
}

const rowColumns = {
  id: addresses.id,
  book: addresses.book,
  name: addresses.name,
  contacts: addresses.contacts,
  countryCode: addresses.countryCode,
  postcode: addresses.postcode,
  prov: addresses.prov,
  city: addresses.city,
  area: addresses.area,
  address: addresses.address,
  email: addresses.email,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt,
};
type Stored = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

function toRow(r: Stored): AddressRow {
  return {
    id: r.id,
    addressType: r.book,
    name: r.name,
    contacts: r.contacts,
    countryCode: r.countryCode,
    postcode: r.postcode,
    prov: r.prov,
    city: r.city,
    area: r.area,
    provCityArea: r.countryCode === MALAYSIA ? joinRegion(r.prov, r.city, r.area) : joinRegion(r.prov, r.city, ''),
    address: r.address,
    email: r.email,
    defaultaddress: r.isDefault ? '1' : '0',
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/**
 * One page of a book, the default entry first, then the newest. The whole book is counted exactly
 * (an index-only scan); a search counts up to `countCap` matches and then says so (SEARCH_COUNT_CAP).
 */
export async function searchAddresses(
  db: DbOrTx,
  { customerId }: RowScope,
  query: AddressQuery,
  countCap = SEARCH_COUNT_CAP,
): Promise<Page<AddressRow>> {
  const where = searchWhere(customerId, query);
  const searching = !!query.keyword?.trim();
  const counting = searching
    ? db.select({ total: count() }).from(
        db
          .select({ one: sql`1` })
          .from(addresses)
          .where(where)
          .limit(countCap + 1)
          .as('matches'),
      )
    : db.select({ total: count() }).from(addresses).where(where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    counting,
  ]);
  const counted = Number(total);
  return searching && counted > countCap
    ? { list: rows.map(toRow), total: countCap, totalCapped: true }
    : { list: rows.map(toRow), total: counted };
}

export async function countAddresses(
  db: DbOrTx,
  { customerId }: RowScope,
  query: AddressQuery,
  ids: number[] | null = null,
): Promise<number> {
  const where = ids ? and(searchWhere(customerId, query), inArray(addresses.id, ids)) : searchWhere(customerId, query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(addresses).where(where);
  return Number(total);
}

/** Export pages: in id order after a key, so a long export never repeats or skips a row. */
export async function addressesAfter(
  db: DbOrTx,
  { customerId }: RowScope,
  query: AddressQuery,
  ids: number[] | null,
  afterId: number | null,
  limit: number,
): Promise<AddressRow[]> {
  const parts = [searchWhere(customerId, query)];
  if (ids) parts.push(inArray(addresses.id, ids));
  if (afterId !== null) parts.push(sql`${addresses.id} > ${afterId}`);
  const rows = await db
    .select(rowColumns)
    .from(addresses)
    .where(and(...parts))
    .orderBy(asc(addresses.id))
    .limit(limit);
  return rows.map(toRow);
}

/** The caller's customer's entries among `ids`, in the given books; another customer's ids find nothing. */
export async function ownAddresses(
  db: DbOrTx,
  { customerId }: RowScope,
  books: readonly AddressBook[],
  ids: number[],
): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), inArray(addresses.book, [...books]), inArray(addresses.id, ids)));
  return rows.map(toRow);
}

/**
 * Default changes for one customer's book are taken one at a time, so two people setting different
 * defaults at once end with one default, not an error.
 */
async function lockDefaults(tx: Tx, customerId: number, book: AddressBook): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${4_721_100 + ['userAddress', '1', 'interAddress'].indexOf(book)}, ${customerId})`);
}

export async function setDefault(tx: Tx, { customerId }: RowScope, book: AddressBook, id: number): Promise<void> {
  await lockDefaults(tx, customerId, book);
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.book, book), eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
}

export async function cancelDefault(db: DbOrTx, { customerId }: RowScope, id: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
}

/** Adds an entry; null when the same person at the same place is already in the book. */
export async function insertAddress(
  tx: Tx,
  { customerId }: RowScope,
  userId: number,
  book: AddressBook,
  values: AddressValues,
): Promise<number | null> {
  const [row] = await tx
    .insert(addresses)
    .values({ customerId, book, createdBy: userId, ...columnsOf(values) })
    .onConflictDoNothing({ target: [addresses.customerId, addresses.book, addresses.fingerprint] })
    .returning({ id: addresses.id });
  return row?.id ?? null;
}

export async function updateAddress(tx: Tx, { customerId }: RowScope, id: number, values: AddressValues): Promise<void> {
  await tx
    .update(addresses)
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
}

export async function deleteAddresses(db: DbOrTx, { customerId }: RowScope, books: readonly AddressBook[], ids: number[]): Promise<number> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.customerId, customerId), inArray(addresses.book, [...books]), inArray(addresses.id, ids)))
    .returning({ id: addresses.id });
  return rows.length;
}

/** The default entry of each book (the user detail panel and the order forms start from them). */
export async function defaultAddresses(db: DbOrTx, { customerId }: RowScope): Promise<Partial<Record<AddressBook, AddressRow>>> {
  const rows = await db
    .select(rowColumns)
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  return Object.fromEntries(rows.map((r) => [r.book, toRow(r)]));
}

/**
 * Saved phone memory (spec 3): entries whose phone starts with what has been typed, the most
 * recently changed first; the label is what the drop-down shows.
 */
export async function phoneMemory(db: DbOrTx, { customerId }: RowScope, book: AddressBook, digits: string): Promise<PhoneMemoryItem[]> {
  const rows = await db
    .select(rowColumns)
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.book, book), sql`${addresses.contacts} like ${`${escapeLike(digits)}%`}`))
    .orderBy(desc(addresses.updatedAt))
    .limit(PHONE_MEMORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    label: `${r.contacts} ${r.name} ${r.postcode}`,
    name: r.name,
    phone: r.contacts,
    postal: r.postcode,
    detail: joinRegion(r.prov, r.city, r.area),
    address: r.address,
    prov: r.prov,
    city: r.city,
    area: r.area,
  }));
}
