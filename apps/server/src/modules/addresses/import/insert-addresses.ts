import type { DomesticBook } from '@portal/shared/address';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { RowScope } from '../../../lib/scope.ts';
import { type AddressValues, columnsOf } from '../repository.ts';

/**
 * Adds the entries in one statement. An entry already in the book (same person at the same place,
 * the fingerprint index) is skipped, so importing a file twice, or two imports at once, adds each
 * address once. Returns how many were added.
 *
 * The rows travel as one JSON parameter that the database unpacks (jsonb_to_recordset): a VALUES
 * list binds 14 parameters a row, and for 1,000 rows building and binding those took three to four
 * times as long as the insert itself needs, on PGlite and on PostgreSQL alike (see
 * docs/benchmarks.md, address import).
 */
export async function insertAddresses(
  tx: Tx,
  { customerId }: RowScope,
  userId: number,
  book: DomesticBook,
  entries: AddressValues[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = JSON.stringify(
    entries.map((values) => {
      const c = columnsOf(values);
      return [c.name, c.contacts, c.countryCode, c.postcode, c.prov, c.city, c.area, c.address, c.email, c.fingerprint, c.searchText];
    }),
  );
  // In the file's order, so the ids (and "newest first" lists) follow it.
  const added = await tx.execute(sql`
    insert into addresses (customer_id, book, created_by, name, contacts, country_code, postcode, prov, city, area, address, email,
      fingerprint, search_text)
    select ${customerId}::int, ${book}::text, ${userId}::int, r->>0, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, r->>9, r->>10
    from jsonb_array_elements(${rows}::jsonb) with ordinality as e(r, n)
    order by n
    on conflict (customer_id, book, fingerprint) do nothing
    returning id`);
  return (added as unknown as { rows: unknown[] }).rows.length;
}
