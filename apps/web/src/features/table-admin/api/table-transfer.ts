import { call, Timeout } from '@/lib/api-client.ts';

/** One configuration as exportTableList gives it and importTableList takes it. */
export interface PortableTable {
  tabKey: string;
  name: string;
  tabValue: unknown;
}

export const exportTables = (ids?: number[]) =>
  call<{ fileName: string; configs: PortableTable[] }>('exportTableList', ids?.length ? { ids } : {});

export const importTables = (configs: PortableTable[]) =>
  call<{ added: number; updated: number }>('importTableList', { configs }, { timeoutMs: Timeout.import });
