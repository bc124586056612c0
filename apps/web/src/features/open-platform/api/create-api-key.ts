import type { ApiKeyCreated, CreateApiKeyInput } from '@portal/shared/open-platform';
import { call } from '@/lib/api-client.ts';

/** Makes a key; the answer carries its secret, this once (createApiKey). */
export const createApiKey = (input: CreateApiKeyInput) => call<ApiKeyCreated>('createApiKey', input);
