import {
  type AddressBook,
  addressIdParameter,
  addressIdsParameter,
  addressQueryParameter,
  BOOK_PAGE,
  DOMESTIC_BOOKS,
  interAddressQueryParameter,
  PHONE_MEMORY_MIN_DIGITS,
  phoneMemoryParameter,
  saveAddressParameter,
  saveInterAddressParameter,
  updateAddressParameter,
  updateInterAddressParameter,
} from '@portal/shared/address';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { normalisePhone, phoneDigits } from '@portal/shared/phone';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { countries, customerCountryRestrictions } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { holdsPage, isUniqueViolation } from '../../lib/page-grants.ts';
import type { Caller } from '../../plugins/portal.ts';
import { withCountryNames } from './country-names.ts';
import { registerAddressExport } from './export.ts';
import { registerAddressImport } from './import/routes.ts';
import { placeDomestic, placeInternational } from './place.ts';
import {
  type AddressValues,
  cancelDefault,
  defaultAddresses,
  deleteAddresses,
  insertAddress,
  ownAddresses,
  phoneMemory,
  searchAddresses,
  setDefault,
  updateAddress,
} from './repository.ts';
import { smartInputRoutes } from './smart-input-route.ts';

const INTERNATIONAL = ['interAddress'] as const;
const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
const exists = () => new PortalError(Code.CONFLICT, 'addressExists');

/** Changing a book takes the page that manages it (a sub-account may only read what it orders with). */
async function mayChange(db: DbOrTx, caller: Caller, book: AddressBook): Promise<void> {
  if (!(await holdsPage(db, caller, BOOK_PAGE[book]))) throw new PortalError(Code.FORBIDDEN, 'noPermission');
}

async function ownEntry(db: DbOrTx, caller: Caller, books: readonly AddressBook[], id: number) {
  const [row] = await ownAddresses(db, caller.customerId!, books, [id]);
  if (!row) throw notFound();
  return row;
}

/** International receivers go only where the courier delivers and the customer may ship (countryRestriction). */
async function checkCountry(db: DbOrTx, customerId: number, code: string): Promise<void> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .innerJoin(
      customerCountryRestrictions,
      and(eq(customerCountryRestrictions.countryCode, countries.code), eq(customerCountryRestrictions.customerId, customerId)),
    )
    .where(and(eq(countries.code, code), eq(countries.receivable, true)));
  if (!row) throw new PortalError(Code.BAD_PARAMETER, 'countryNotReceivable');
}

/**
 * Address books (spec 7 "Addresses", issue 4): the sender and receiver books and the international
 * receiver book of the caller's customer, shared by its main account and sub-accounts. Reading is
 * open to every account of the customer (the order forms pick from the books); changing a book
 * takes its page.
 */
export function addressRoutes(deps: Deps): void {
  const { app, db, geography } = deps;
  registerAddressExport(deps);
  smartInputRoutes(deps);
  registerAddressImport(deps);

  /** Saves a new entry, making it the default when asked, in one transaction. */
  async function add(caller: Caller, book: AddressBook, values: AddressValues, makeDefault: boolean): Promise<{ id: number }> {
    await mayChange(db, caller, book);
    const id = await db.transaction(async (tx) => {
      const inserted = await insertAddress(tx, caller.customerId!, caller.userId, book, values);
      if (inserted === null) throw exists();
      if (makeDefault) await setDefault(tx, caller.customerId!, book, inserted);
      return inserted;
    });
    return { id };
  }

  async function change(
    caller: Caller,
    book: AddressBook,
    id: number,
    values: AddressValues,
    makeDefault: boolean,
  ): Promise<{ id: number }> {
    await mayChange(db, caller, book);
    try {
      await db.transaction(async (tx) => {
        const row = await ownEntry(tx, caller, [book], id);
        await updateAddress(tx, caller.customerId!, id, values);
        if (makeDefault) await setDefault(tx, caller.customerId!, book, id);
        else if (row.defaultaddress === '1') await cancelDefault(tx, caller.customerId!, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
    return { id };
  }

  // ---- the book lists (list page and the address book dialog read the same search)
  for (const [name, parameter] of [
    ['queryList', addressQueryParameter],
    ['list', addressQueryParameter],
    ['queryInterList', interAddressQueryParameter],
  ] as const) {
    app.portal.endpoint({
      name,
      access: 'customer',
      parameter,
      handler: async ({ parameter, caller, lang }) => {
        const page = await searchAddresses(db, caller.customerId!, parameter);
        return { ...page, list: await withCountryNames(db, page.list, lang) };
      },
    });
  }

  app.portal.endpoint({
    name: 'getDefaultAddress',
    access: 'customer',
    parameter: emptyParameter,
    handler: async ({ caller }) => {
      const defaults = await defaultAddresses(db, caller.customerId!);
      return { sender: defaults.userAddress ?? null, receiver: defaults['1'] ?? null, international: defaults.interAddress ?? null };
    },
  });

  /** Saved phone memory: the book's entries whose phone starts with the digits typed so far. */
  app.portal.endpoint({
    name: 'quickOrder',
    access: 'customer',
    parameter: phoneMemoryParameter,
    handler: async ({ parameter, caller }) => {
      const digits = normalisePhone(parameter.phone, parameter.addressType !== 'interAddress');
      if (phoneDigits(digits).length < PHONE_MEMORY_MIN_DIGITS) return [];
      return phoneMemory(db, caller.customerId!, parameter.addressType, digits);
    },
  });

  // ---- domestic books
  app.portal.endpoint({
    name: 'save',
    access: 'customer',
    parameter: saveAddressParameter,
    successMessage: 'newContactSuccess',
    handler: async ({ parameter, caller }) =>
      add(caller, parameter.addressType, await placeDomestic(geography, parameter), parameter.defaultaddress === '1'),
  });

  app.portal.endpoint({
    name: 'updateSave',
    access: 'customer',
    parameter: updateAddressParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller }) =>
      change(caller, parameter.addressType, parameter.id, await placeDomestic(geography, parameter), parameter.defaultaddress === '1'),
  });

  app.portal.endpoint({
    name: 'delete',
    access: 'customer',
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, caller }) => deleteFrom(caller, DOMESTIC_BOOKS, parameter.ids),
  });

  // ---- international book
  app.portal.endpoint({
    name: 'saveInterAddress',
    access: 'customer',
    parameter: saveInterAddressParameter,
    successMessage: 'newContactSuccess',
    handler: async ({ parameter, caller }) => {
      await checkCountry(db, caller.customerId!, parameter.countryCode);
      return add(caller, 'interAddress', placeInternational(parameter), parameter.defaultaddress === '1');
    },
  });

  app.portal.endpoint({
    name: 'updateInterAddress',
    access: 'customer',
    parameter: updateInterAddressParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller }) => {
      await checkCountry(db, caller.customerId!, parameter.countryCode);
      return change(caller, 'interAddress', parameter.id, placeInternational(parameter), parameter.defaultaddress === '1');
    },
  });

  app.portal.endpoint({
    name: 'deleteInterAddress',
    access: 'customer',
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, caller }) => deleteFrom(caller, INTERNATIONAL, parameter.ids),
  });

  // ---- defaults: one per book; setting one clears the book's previous default
  for (const [name, books, makeDefault] of [
    ['setDefaultAddress', DOMESTIC_BOOKS, true],
    ['cancelDefaultAddress', DOMESTIC_BOOKS, false],
    ['setInterDefaultAddress', INTERNATIONAL, true],
    ['cancelInterDefaultAddress', INTERNATIONAL, false],
  ] as const) {
    app.portal.endpoint({
      name,
      access: 'customer',
      parameter: addressIdParameter,
      successMessage: makeDefault ? 'defaultAddressSet' : 'defaultAddressCancelled',
      handler: async ({ parameter, caller }) => {
        const row = await ownEntry(db, caller, books, parameter.id);
        await mayChange(db, caller, row.addressType);
        await db.transaction(async (tx) => {
          if (makeDefault) await setDefault(tx, caller.customerId!, row.addressType, row.id);
          else await cancelDefault(tx, caller.customerId!, row.id);
        });
        return { id: row.id, defaultaddress: makeDefault ? '1' : '0' };
      },
    });
  }

  /** Deletes the caller's own entries; ids of other customers or other books are refused as a whole. */
  async function deleteFrom(caller: Caller, books: readonly AddressBook[], ids: number[]) {
    const wanted = [...new Set(ids)];
    const rows = await ownAddresses(db, caller.customerId!, books, wanted);
    if (rows.length !== wanted.length) throw notFound();
    for (const book of new Set(rows.map((r) => r.addressType))) await mayChange(db, caller, book);
    return { deleted: await deleteAddresses(db, caller.customerId!, books, wanted) };
  }
}
