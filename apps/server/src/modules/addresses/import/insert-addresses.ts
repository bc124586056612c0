import type { DomesticBook } from '@portal/shared/address';
import type { Tx } from '../../../db/client.ts';
import { addresses } from '../../../db/schema/index.ts';
import { type AddressValues, columnsOf } from '../repository.ts';

/**
 * Adds the entries in one statement. An entry already in the book (same person at the same place,
 * the fingerprint index) is skipped, so importing a file twice, or two imports at once, adds each
 * address once. Returns how many were added. 1,000 rows of 13 columns stay well under
 * PostgreSQL's 65,535 parameters.
 */
export async function insertAddresses(
  tx: Tx,
  customerId: number,
  userId: number,
  book: DomesticBook,
  entries: AddressValues[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const added = await tx
    .insert(addresses)
    .values(entries.map((values) => ({ customerId, book, createdBy: userId, ...columnsOf(values) })))
    .onConflictDoNothing({ target: [addresses.customerId, addresses.book, addresses.fingerprint] })
    .returning({ id: addresses.id });
  return added.length;
}
