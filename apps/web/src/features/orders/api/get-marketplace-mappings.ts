import type { Marketplace, MarketplaceMapping } from '@portal/shared/marketplace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

interface MarketplaceMappingView {
  platform: Marketplace;
  mapping: MarketplaceMapping;
  builtIn: MarketplaceMapping;
  custom: boolean;
}

/** Each marketplace's column mapping, the built-in one beside it (getMarketplaceMappings). */
const marketplaceMappingsQuery = queryOptions({
  queryKey: orderKeys.marketplaceMappings,
  queryFn: () => call<MarketplaceMappingView[]>('getMarketplaceMappings'),
});

export const useMarketplaceMappings = () => useQuery(marketplaceMappingsQuery);
