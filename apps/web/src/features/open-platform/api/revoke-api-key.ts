import type { ApiKeyView } from '@portal/shared/open-platform';
import { call } from '@/lib/api-client.ts';

/** Ends a key at once, on every server (revokeApiKey). */
export const revokeApiKey = (id: number) => call<ApiKeyView>('revokeApiKey', { id });
