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
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { mayShipTo } from '../geography/service.ts';
import { withCountryNames } from './country-names.ts';
import type { AddressesDeps } from './module.ts';
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

const INTERNATIONAL = ['interAddress'] as const;
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
async function checkCountry(db: DbOrTx, scope: CustomerScope, code: string): Promise<void> {
  if (!(await mayShipTo(db, scope, code))) throw new PortalError(Code.BAD_PARAMETER, 'countryNotReceivable');
}

/**
 * Address books (spec 7 "Addresses", issue 4): the sender and receiver books and the international
 * receiver book of the caller's customer, shared by its main account and sub-accounts. Reading is
 * open to every account of the customer (the order forms pick from the books); changing a book
 * takes its page.
 */
export function addressRoutes(app: FastifyInstance, { db, geography }: AddressesDeps): void {
  /** Saves a new entry, making it the default when asked, in one transaction. */
  async function add(scope: CustomerScope, book: AddressBook, values: AddressValues, makeDefault: boolean): Promise<{ id: number }> {
    const id = await db.transaction(async (tx) => {
      const inserted = await insertAddress(tx, scope, scope.userId, book, values);
      if (inserted === null) throw exists();
      if (makeDefault) await setDefault(tx, scope, book, inserted);
      return inserted;
    });
    return { id };
  }

  async function change(
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
      handler: async ({ parameter, scope, lang }) => {
        const page = await searchAddresses(db, scope, parameter);
        return { ...page, list: await withCountryNames(db, page.list, lang) };
      },
    });
  }

  app.portal.endpoint({
    name: 'getDefaultAddress',
    access: 'customer',
    parameter: emptyParameter,
    handler: async ({ scope }) => {
      const defaults = await defaultAddresses(db, scope);
      return { sender: defaults.userAddress ?? null, receiver: defaults['1'] ?? null, international: defaults.interAddress ?? null };
    },
  });

  /** Saved phone memory: the book's entries whose phone starts with the digits typed so far. */
  app.portal.endpoint({
    name: 'quickOrder',
    access: 'customer',
    parameter: phoneMemoryParameter,
    handler: async ({ parameter, scope }) => {
      const digits = normalisePhone(parameter.phone, parameter.addressType !== 'interAddress');
      if (phoneDigits(digits).length < PHONE_MEMORY_MIN_DIGITS) return [];
      return phoneMemory(db, scope, parameter.addressType, digits);
    },
  });

  // ---- domestic books
  app.portal.endpoint({
    name: 'save',
    access: 'customer',
    pages: (p) => [BOOK_PAGE[p.addressType]],
    parameter: saveAddressParameter,
    successMessage: 'newContactSuccess',
    handler: async ({ parameter, scope }) =>
      add(scope, parameter.addressType, await placeDomestic(geography, parameter), parameter.defaultaddress === '1'),
  });

  app.portal.endpoint({
    name: 'updateSave',
    access: 'customer',
    pages: (p) => [BOOK_PAGE[p.addressType]],
    parameter: updateAddressParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, scope }) =>
      change(scope, parameter.addressType, parameter.id, await placeDomestic(geography, parameter), parameter.defaultaddress === '1'),
  });

  app.portal.endpoint({
    name: 'delete',
    access: 'customer',
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, scope }) => deleteFrom(scope, DOMESTIC_BOOKS, parameter.ids),
  });

  // ---- international book
  app.portal.endpoint({
    name: 'saveInterAddress',
    access: 'customer',
    pages: [BOOK_PAGE.interAddress],
    parameter: saveInterAddressParameter,
    successMessage: 'newContactSuccess',
    handler: async ({ parameter, scope }) => {
      await checkCountry(db, scope, parameter.countryCode);
      return add(scope, 'interAddress', placeInternational(parameter), parameter.defaultaddress === '1');
    },
  });

  app.portal.endpoint({
    name: 'updateInterAddress',
    access: 'customer',
    pages: [BOOK_PAGE.interAddress],
    parameter: updateInterAddressParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, scope }) => {
      await checkCountry(db, scope, parameter.countryCode);
      return change(scope, 'interAddress', parameter.id, placeInternational(parameter), parameter.defaultaddress === '1');
    },
  });

  app.portal.endpoint({
    name: 'deleteInterAddress',
    access: 'customer',
    pages: [BOOK_PAGE.interAddress],
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, scope }) => deleteFrom(scope, INTERNATIONAL, parameter.ids),
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
      // The international book's own calls name it; the domestic ones find the book from the row.
      ...(books === INTERNATIONAL ? { pages: [BOOK_PAGE.interAddress] } : {}),
      parameter: addressIdParameter,
      successMessage: makeDefault ? 'defaultAddressSet' : 'defaultAddressCancelled',
      handler: async ({ parameter, scope }) => {
        const row = await ownEntry(db, scope, books, parameter.id);
        mayChange(scope, row.addressType);
        await db.transaction(async (tx) => {
          if (makeDefault) await setDefault(tx, scope, row.addressType, row.id);
          else await cancelDefault(tx, scope, row.id);
        });
        return { id: row.id, defaultaddress: makeDefault ? '1' : '0' };
      },
    });
  }

  /** Deletes the caller's own entries; ids of other customers or other books are refused as a whole. */
  async function deleteFrom(scope: CustomerScope, books: readonly AddressBook[], ids: number[]) {
    const wanted = [...new Set(ids)];
    const rows = await ownAddresses(db, scope, books, wanted);
    if (rows.length !== wanted.length) throw notFound();
    for (const book of new Set(rows.map((r) => r.addressType))) mayChange(scope, book);
    return { deleted: await deleteAddresses(db, scope, books, wanted) };
  }
}
