import type { OrderImportView } from '@portal/shared/order-import';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** A bulk import's state and rows (getOrderImport); the page polls it while the import runs. */
export const orderImportQuery = (importId: string | null) =>
  queryOptions({
    queryKey: orderKeys.orderImport(importId),
    queryFn: () => call<OrderImportView>('getOrderImport', { importId: importId! }),
    enabled: !!importId,
  });
