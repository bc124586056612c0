import type { Marketplace, MarketplaceMapping } from '@portal/shared/marketplace';
import { call } from '@/lib/api-client.ts';

/** A marketplace's own column mapping saved (saveMarketplaceMapping). */
export const saveMapping = (platform: Marketplace, mapping: MarketplaceMapping) => call('saveMarketplaceMapping', { platform, mapping });
