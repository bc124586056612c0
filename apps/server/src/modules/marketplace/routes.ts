import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import {
  BUILT_IN_MARKETPLACE_MAPPINGS,
  COMMERCE_ORDERS_PAGE,
  type CommerceImportResult,
  commerceOrderListParameter,
  MARKETPLACES,
  marketplaceParameter,
  saveMarketplaceMappingParameter,
  shipCommerceOrdersParameter,
} from '@portal/shared/marketplace';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import type { MarketplaceDeps } from './module.ts';
import { readCommerceExport } from './read-export.ts';
import { customMappings, dropMapping, keepOrders, listOrders, mappingOf, saveMapping } from './repository.ts';
import { shipCommerceOrders } from './ship-orders.ts';

const pages = [COMMERCE_ORDERS_PAGE] as const;

/** Marketplace orders: the list, an export's upload, shipping the selected ones, the shops' mappings. */
export function marketplaceRoutes(app: FastifyInstance, deps: MarketplaceDeps): void {
  const { db, texts } = deps;

  /** getCommerceOrders.do (spec 7): the shop orders imported, newest first. */
  app.portal.endpoint({
    name: 'getCommerceOrders',
    access: 'customer',
    pages,
    parameter: commerceOrderListParameter,
    handler: async ({ scope, parameter }) => listOrders(db, scope, parameter),
  });

  /**
   * An export of one shop read through its mapping: the file refused as a whole (size, format,
   * a mapped column missing) before anything is written; otherwise the new shop orders kept in one
   * statement, those already here left alone, and each bad row answered with its row number.
   */
  app.portal.endpoint({
    name: 'importCommerceOrders',
    access: 'customer',
    pages,
    parameter: marketplaceParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ scope, parameter, file, lang }): Promise<CommerceImportResult & { summary: string }> => {
      const mapping = await mappingOf(db, scope, parameter.platform);
      let read: Awaited<ReturnType<typeof readCommerceExport>>;
      try {
        read = await readCommerceExport(file!.data, parameter.platform, mapping);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const added = await keepOrders(db, scope, parameter.platform, read.orders);
      const bad = read.bad.map((b) => ({ rowNumber: b.rowNumber, message: texts.translate(b.key, lang, b.params) }));
      const existing = read.orders.length - added;
      return { added, existing, bad, summary: texts.translate('commerceImported', lang, { added, existing, bad: bad.length }) };
    },
  });

  /** The selected shop orders shipped: each placed once, whatever calls run at the same time. */
  app.portal.endpoint({
    name: 'shipCommerceOrders',
    access: 'customer',
    pages,
    parameter: shipCommerceOrdersParameter,
    handler: async ({ scope, parameter, lang }) => shipCommerceOrders(deps, scope, parameter, lang),
  });

  /** Each shop's mapping: the customer's own where saved, the built-in one otherwise, and the built-in one to go back to. */
  app.portal.endpoint({
    name: 'getMarketplaceMappings',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => {
      const own = new Map((await customMappings(db, scope)).map((m) => [m.platform, m.mapping]));
      return MARKETPLACES.map((platform) => ({
        platform,
        mapping: own.get(platform) ?? BUILT_IN_MARKETPLACE_MAPPINGS[platform],
        builtIn: BUILT_IN_MARKETPLACE_MAPPINGS[platform],
        custom: own.has(platform),
      }));
    },
  });

  app.portal.endpoint({
    name: 'saveMarketplaceMapping',
    access: 'customer',
    pages,
    parameter: saveMarketplaceMappingParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      await saveMapping(db, scope, parameter.platform, parameter.mapping);
      return { platform: parameter.platform, mapping: parameter.mapping };
    },
  });

  /** Back to the shop's built-in mapping. */
  app.portal.endpoint({
    name: 'resetMarketplaceMapping',
    access: 'customer',
    pages,
    parameter: marketplaceParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      await dropMapping(db, scope, parameter.platform);
      return { platform: parameter.platform, mapping: BUILT_IN_MARKETPLACE_MAPPINGS[parameter.platform] };
    },
  });
}
