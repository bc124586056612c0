import type { CommerceImportResult, CommerceShipResult, Marketplace, MarketplaceMapping } from '@portal/shared/marketplace';
import { listQueryKey } from '@/components/list-kit/use-list-data.ts';
import { call, upload } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/** Marketplace order calls (issue 16; docs/api.md "Marketplace orders"). */
export const importCommerceOrders = (platform: Marketplace, file: File) =>
  upload<CommerceImportResult & { summary: string }>('importCommerceOrders', file, file.name, { platform });

export const shipCommerceOrders = (ids: number[], weightKg: number | null) =>
  call<{ placed: number; refused: number; results: CommerceShipResult[] }>('shipCommerceOrders', { ids, weightKg });

export interface MarketplaceMappingView {
  platform: Marketplace;
  mapping: MarketplaceMapping;
  builtIn: MarketplaceMapping;
  custom: boolean;
}
export const fetchMappings = () => call<MarketplaceMappingView[]>('getMarketplaceMappings');
export const saveMapping = (platform: Marketplace, mapping: MarketplaceMapping) => call('saveMarketplaceMapping', { platform, mapping });
export const resetMapping = (platform: Marketplace) => call('resetMarketplaceMapping', { platform });

/** The list shows what an import or a shipment changed. */
export const refreshCommerceOrders = () => queryClient.invalidateQueries({ queryKey: listQueryKey('getCommerceOrders') });
