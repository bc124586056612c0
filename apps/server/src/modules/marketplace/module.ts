import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type SmartAddress, smartPaste } from '../addresses/service.ts';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { PlaceDeps } from '../orders/service.ts';
import { marketplaceRoutes } from './routes.ts';

export type MarketplaceDeps = PlaceDeps & {
  db: Db;
  texts: MessageTexts;
  geography: GeographyService;
  paste: (text: string) => Promise<SmartAddress>;
};

/**
 * Marketplace orders (issue 16, getCommerceOrders.do): Shopee, Lazada and TikTok Shop order exports
 * read through saved mappings, listed, and shipped through the bulk import's row rules and the order
 * module's batch placing.
 */
export function registerMarketplaceModule(app: FastifyInstance, deps: Omit<PlaceDeps, 'translate'> & { texts: MessageTexts }): void {
  marketplaceRoutes(app, { ...deps, translate: deps.texts.translate, paste: smartPaste(deps.geography) });
}
