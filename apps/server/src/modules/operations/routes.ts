import { SCAN_LIMITS } from '@portal/shared/scans';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { OperationsDeps } from './module.ts';
import { recordScans } from './record-scans.ts';

/** A batch of 1,000 scans with long fields is ~0.5 MB; twice that leaves room, and no more. */
const BODY_LIMIT = 2 * 1024 * 1024;

const keyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ error, message });

/**
 * The operations API (/ops/v1) for the courier's own systems: its own keys, its own plain JSON
 * replies with HTTP statuses (machines read these, not shippers), no customer session, no portal
 * envelope. docs/scans.md is its reference.
 */
export async function operationsRoutes(ops: FastifyInstance, deps: OperationsDeps): Promise<void> {
  ops.addHook('onRequest', async (request, reply) => {
    const key = await deps.opsKeys.verify(keyOf(request));
    if (!key) {
      request.log.warn({ event: 'ops.refused', url: request.url, ip: request.ip }, 'operations API: missing or unknown key');
      return refuse(reply, 401, 'unauthorized', 'An operations key is required: Authorization: Bearer ops_…');
    }
    request.opsKey = key;
  });

  ops.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return refuse(reply, 413, 'bodyTooLarge', `A request body is at most ${BODY_LIMIT} bytes.`);
    // The shared JSON parser refuses a malformed body with a portal error (plugins/portal.ts).
    const status = error instanceof PortalError ? 400 : ((error as FastifyError).statusCode ?? 500);
    if (status < 500) return refuse(reply, status, 'badRequest', 'The body must be JSON: {"events": [...]}.');
    request.log.error({ err: error, url: request.url }, 'operations API failed');
    return refuse(reply, 500, 'internal', 'The batch was not recorded; send it again.');
  });

  ops.post('/ops/v1/scans', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const events = (request.body as { events?: unknown } | null)?.events;
    if (!Array.isArray(events)) return refuse(reply, 400, 'badRequest', 'The body must be {"events": [...]}.');
    if (events.length === 0) return refuse(reply, 400, 'emptyBatch', 'A batch holds at least one event.');
    if (events.length > SCAN_LIMITS.batchMax) {
      return refuse(reply, 413, 'batchTooLarge', `A batch holds at most ${SCAN_LIMITS.batchMax} events; split it.`);
    }
    const result = await recordScans(deps, events, { keyId: request.opsKey!.id });
    request.log.info(
      {
        event: 'ops.scans',
        key: request.opsKey!.name,
        received: result.received,
        recorded: result.recorded,
        rejected: result.rejected.length,
      },
      'scans recorded',
    );
    return result;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    opsKey?: { id: number; name: string };
  }
}
