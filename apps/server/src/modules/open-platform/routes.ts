import { emptyParameter } from '@portal/shared/api';
import {
  API_CALLS_SHOWN,
  type ApiCallView,
  apiCallListParameter,
  createApiKeyParameter,
  OPEN_PLATFORM_PAGE,
  revokeApiKeyParameter,
  rotateApiKeyParameter,
} from '@portal/shared/open-platform';
import type { FastifyInstance } from 'fastify';
import { createApiKey, readerOf, revokeApiKey, rotateApiKey, viewOf } from './api-keys.ts';
import { callsOf } from './call-log.ts';
import type { OpenPlatformDeps } from './module.ts';
import { keysOf } from './repository.ts';

const pages = [OPEN_PLATFORM_PAGE] as const;

/** The open platform page's calls (issue 30): a customer's API keys, made, rotated and revoked by the shipper. */
export function openPlatformRoutes(app: FastifyInstance, { db }: OpenPlatformDeps): void {
  app.portal.endpoint({
    name: 'apiKeyList',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => (await keysOf(db, readerOf(scope))).map((row) => viewOf(row)),
  });

  // What a shipper's systems sent with its keys this week (a sub-account: with its own keys).
  app.portal.endpoint({
    name: 'apiCallList',
    access: 'customer',
    pages,
    parameter: apiCallListParameter,
    handler: async ({ scope, parameter }): Promise<ApiCallView[]> =>
      (await callsOf(db, readerOf(scope), { ...parameter, limit: API_CALLS_SHOWN })).map((c) => ({ ...c, at: c.at.toISOString() })),
  });

  app.portal.endpoint({
    name: 'createApiKey',
    access: 'customer',
    pages,
    parameter: createApiKeyParameter,
    successMessage: 'apiKeyCreated',
    handler: async ({ scope, parameter, request }) => {
      const made = await createApiKey(db, scope, parameter);
      request.log.info({ event: 'apikey.created', by: scope.userId, keyId: made.key.id, mode: made.key.mode }, 'API key created');
      return made;
    },
  });

  app.portal.endpoint({
    name: 'rotateApiKey',
    access: 'customer',
    pages,
    parameter: rotateApiKeyParameter,
    successMessage: 'apiKeyRotated',
    handler: async ({ scope, parameter, request }) => {
      const made = await rotateApiKey(db, scope, parameter.id, parameter.overlapHours);
      request.log.info(
        { event: 'apikey.rotated', by: scope.userId, keyId: parameter.id, newKeyId: made.key.id, overlapHours: parameter.overlapHours },
        'API key rotated',
      );
      return made;
    },
  });

  app.portal.endpoint({
    name: 'revokeApiKey',
    access: 'customer',
    pages,
    parameter: revokeApiKeyParameter,
    successMessage: 'apiKeyRevoked',
    handler: async ({ scope, parameter, request }) => {
      const key = await revokeApiKey(db, scope, parameter.id);
      request.log.info({ event: 'apikey.revoked', by: scope.userId, keyId: key.id }, 'API key revoked');
      return key;
    },
  });
}
