import {
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
import { normalisePhone, phoneDigits } from '@portal/shared/phone';
import type { FastifyInstance } from 'fastify';
import { addAddress, changeAddress, checkCountry, deleteFromBooks, markDefault } from './change-book.ts';
import { withCountryNames } from './country-names.ts';
import type { AddressesDeps } from './module.ts';
import { placeDomestic, placeInternational } from './place.ts';
import { defaultAddresses, phoneMemory, searchAddresses } from './repository.ts';

const INTERNATIONAL = ['interAddress'] as const;

/**
 * Address books (spec 7 "Addresses", issue 4): the sender and receiver books and the international
 * receiver book of the caller's customer, shared by its main account and sub-accounts. Reading is
 * open to every account of the customer (the order forms pick from the books); changing a book
 * takes its page.
 */
export function addressRoutes(app: FastifyInstance, { db, geography }: AddressesDeps): void {
  // ---- the book lists (list page and the address book dialog read the same search)
  for (const [name, parameter] of [
    ['queryList', addressQueryParameter],
    ['list', addressQueryParameter],
    ['queryInterList', interAddressQueryParameter],
  ] as const) {
    app.portal.endpoint({
      name,
      access: 'customer',
      open: 'the address books are read by every order form (changing them takes the page)',
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
    open: 'the default addresses the shell and the forms show',
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
    open: 'saved phone memory the forms offer',
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
      addAddress(db, scope, parameter.addressType, await placeDomestic(geography, parameter), parameter.defaultaddress === '1'),
  });

  app.portal.endpoint({
    name: 'updateSave',
    access: 'customer',
    pages: (p) => [BOOK_PAGE[p.addressType]],
    parameter: updateAddressParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, scope }) =>
      changeAddress(
        db,
        scope,
        parameter.addressType,
        parameter.id,
        await placeDomestic(geography, parameter),
        parameter.defaultaddress === '1',
      ),
  });

  app.portal.endpoint({
    name: 'delete',
    access: 'customer',
    open: "changes take the page of each row's book, checked against the rows (the book is not in the parameter)",
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, scope }) => deleteFromBooks(db, scope, DOMESTIC_BOOKS, parameter.ids),
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
      return addAddress(db, scope, 'interAddress', placeInternational(parameter), parameter.defaultaddress === '1');
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
      return changeAddress(db, scope, 'interAddress', parameter.id, placeInternational(parameter), parameter.defaultaddress === '1');
    },
  });

  app.portal.endpoint({
    name: 'deleteInterAddress',
    access: 'customer',
    pages: [BOOK_PAGE.interAddress],
    parameter: addressIdsParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter, scope }) => deleteFromBooks(db, scope, INTERNATIONAL, parameter.ids),
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
      ...(books === INTERNATIONAL
        ? { pages: [BOOK_PAGE.interAddress] }
        : { open: "takes the page of the row's book, checked against the row (the book is not in the parameter)" }),
      parameter: addressIdParameter,
      successMessage: makeDefault ? 'defaultAddressSet' : 'defaultAddressCancelled',
      handler: async ({ parameter, scope }) => {
        return markDefault(db, scope, books, parameter.id, makeDefault);
      },
    });
  }
}
