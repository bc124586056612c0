import type { CommerceImportResult, Marketplace } from '@portal/shared/marketplace';
import { upload } from '@/lib/api-client.ts';

/** A marketplace's order export read into commerce orders (importCommerceOrders; docs/api.md "Marketplace orders"). */
export const importCommerceOrders = (platform: Marketplace, file: File) =>
  upload<CommerceImportResult & { summary: string }>('importCommerceOrders', file, file.name, { platform });
