import { postcodeLookupParameter, regionTreeParameter } from '@portal/shared/address';
import { emptyParameter } from '@portal/shared/api';
import type { FastifyInstance } from 'fastify';
import { RawJson } from '../../plugins/portal.ts';
import type { GeographyDeps } from './module.ts';
import { addressTypeList, countryList, receivingCountries } from './repository.ts';

/**
 * Geography for forms (spec 7 "Addresses"): the region tree the portal caches by version, postcode
 * lookup, address types and countries.
 */
export function geographyRoutes(app: FastifyInstance, deps: GeographyDeps): void {
  const { db, geography, config } = deps;

  /** The tree with its version; a portal that already holds this version gets `list: null` back. */
  app.portal.endpoint({
    name: 'getAddress',
    access: 'user',
    parameter: regionTreeParameter,
    handler: async ({ parameter, lang }) => {
      const snapshot = await geography.current();
      const list = parameter.version === snapshot.version ? 'null' : snapshot.treeJson;
      return new RawJson(`${app.portal.okHead(lang)}{"version":${JSON.stringify(snapshot.version)},"list":${list}}}`);
    },
  });

  app.portal.endpoint({
    name: 'getAddressesByCode',
    access: 'user',
    parameter: postcodeLookupParameter,
    rateLimit: config.lookupRateLimit,
    // Typed into forms all day: the reply is written from text kept per postcode, and is too small to compress.
    compress: false,
    handler: async ({ parameter, lang }) => new RawJson(`${app.portal.okHead(lang)}{"list":[${await geography.lookupJson(parameter)}]}}`),
  });

  app.portal.endpoint({
    name: 'getAddressTypes',
    access: 'user',
    parameter: emptyParameter,
    handler: async () => addressTypeList(db),
  });

  /** Every country the portal names (sender country, filters), in the caller's language. */
  app.portal.endpoint({
    name: 'getCountry',
    access: 'user',
    parameter: emptyParameter,
    handler: async ({ lang }) => countryList(db, lang),
  });

  /**
   * The countries this customer may ship to: those the courier delivers to that the customer's
   * countryRestriction lists, each with its limits (spec 3).
   */
  app.portal.endpoint({
    name: 'getReceivingCountry',
    access: 'customer',
    open: 'the countries the customer may ship to, for the forms',
    parameter: emptyParameter,
    handler: async ({ scope, lang }) => receivingCountries(db, scope, lang),
  });
}
