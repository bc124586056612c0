import { type AddressBook, BOOK_PAGE } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { mayShipTo } from '../geography/service.ts';
import {
  type AddressValues,
  cancelDefault,
  deleteAddresses,
  insertAddress,
  ownAddresses,
  setDefault,
  updateAddress,
} from './repository.ts';

// The address book changes (spec 7 "Addresses"): add, edit, delete, set or cancel a default.
// Each runs in one transaction; every row it touches is the customer's, or the whole change is refused.

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
const exists = () => new PortalError(Code.CONFLICT, 'addressExists');

/**
 * Changing a book takes the page that manages it (a sub-account may only read what it orders with).
 * Calls that name their book declare its page; these look at the books of the rows they touch.
 */
function mayChange(scope: CustomerScope, book: AddressBook): void {
  if (!scope.pages.has(BOOK_PAGE[book])) throw new PortalError(Code.FORBIDDEN, 'noPermission');
}

async function ownEntry(db: DbOrTx, scope: CustomerScope, books: readonly AddressBook[], id: number) {
  const [row] = await ownAddresses(db, scope, books, [id]);
  if (!row) throw notFound();
  return row;
}

/** International receivers go only where the courier delivers and the customer may ship (countryRestriction). */
export async function checkCountry(db: DbOrTx, scope: CustomerScope, code: string): Promise<void> {
  if (!(await mayShipTo(db, scope, code))) throw new PortalError(Code.BAD_PARAMETER, 'countryNotReceivable');
}

/** Saves a new entry, making it the default when asked. */
export async function addAddress(
  db: Db,
  scope: CustomerScope,
  book: AddressBook,
  values: AddressValues,
  makeDefault: boolean,
): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    const inserted = await insertAddress(tx, scope, scope.userId, book, values);
    if (inserted === null) throw exists();
    if (makeDefault) await setDefault(tx, scope, book, inserted);
    return inserted;
  });
  return { id };
}

/** Rewrites an entry of the book; the default moves with `makeDefault`. The same person at the same place twice is refused. */
export async function changeAddress(
  db: Db,
  scope: CustomerScope,
  book: AddressBook,
  id: number,
  values: AddressValues,
  makeDefault: boolean,
): Promise<{ id: number }> {
  try {
    await db.transaction(async (tx) => {
      const row = await ownEntry(tx, scope, [book], id);
      await updateAddress(tx, scope, id, values);
      if (makeDefault) await setDefault(tx, scope, book, id);
      else if (row.defaultaddress === '1') await cancelDefault(tx, scope, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return { id };
}

/** Makes an entry its book's default (clearing the previous one) or stops it being the default. */
export async function markDefault(db: Db, scope: CustomerScope, books: readonly AddressBook[], id: number, makeDefault: boolean) {
  const row = await ownEntry(db, scope, books, id);
  mayChange(scope, row.addressType);
  await db.transaction(async (tx) => {
    if (makeDefault) await setDefault(tx, scope, row.addressType, row.id);
    else await cancelDefault(tx, scope, row.id);
  });
  return { id: row.id, defaultaddress: makeDefault ? '1' : '0' };
}

/** Deletes the customer's own entries; ids of other customers or other books are refused as a whole. */
export async function deleteFromBooks(db: Db, scope: CustomerScope, books: readonly AddressBook[], ids: number[]) {
  const wanted = [...new Set(ids)];
  const rows = await ownAddresses(db, scope, books, wanted);
  if (rows.length !== wanted.length) throw notFound();
  for (const book of new Set(rows.map((r) => r.addressType))) mayChange(scope, book);
  return { deleted: await deleteAddresses(db, scope, books, wanted) };
}
