import type { ImportSender, ImportSettings } from '@portal/shared/order-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The saved import settings, and the sender address book's default that a null sender stands for (getImportSetting). */
const importSettingsQuery = queryOptions({
  queryKey: orderKeys.importSettings,
  queryFn: () => call<ImportSettings & { bookSender: ImportSender | null }>('getImportSetting'),
});

export const useImportSettings = () => useQuery(importSettingsQuery);
