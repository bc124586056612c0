import type { Marketplace } from '@portal/shared/marketplace';
import { call } from '@/lib/api-client.ts';

/** A marketplace back on its built-in column mapping (resetMarketplaceMapping). */
export const resetMapping = (platform: Marketplace) => call('resetMarketplaceMapping', { platform });
