import type { ImportSettings } from '@portal/shared/order-import';
import { call } from '@/lib/api-client.ts';

/** Saves the import settings (saveImportSetting). */
export const saveImportSettings = (settings: ImportSettings) => call<ImportSettings>('saveImportSetting', settings);
