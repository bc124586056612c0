import type { ApiKeyCreated } from '@portal/shared/open-platform';
import { call } from '@/lib/api-client.ts';

/** A new secret for a key; the old one keeps working for `overlapHours` (rotateApiKey). */
export const rotateApiKey = (id: number, overlapHours: number) => call<ApiKeyCreated>('rotateApiKey', { id, overlapHours });
