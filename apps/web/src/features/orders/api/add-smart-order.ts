import type { SmartOrderPreset } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** A preset kept under a name (addSmartOrder). */
export const addSmartOrder = (name: string, preset: SmartOrderPreset) => call<{ id: number }>('addSmartOrder', { name, preset });
