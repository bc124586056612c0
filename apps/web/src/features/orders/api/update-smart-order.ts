import type { SmartOrderPreset } from '@portal/shared/pre-orders';
import { call } from '@/lib/api-client.ts';

/** A preset renamed or refilled (updateSmartOrder). */
export const updateSmartOrder = (id: number, name: string, preset: SmartOrderPreset) =>
  call<{ id: number }>('updateSmartOrder', { id, name, preset });
