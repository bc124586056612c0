import { SCAN_LIMITS } from '@portal/shared/scans';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../plugins/operations-api.ts';
import type { OperationsDeps } from './module.ts';
import { recordScans } from './record-scans.ts';

/** A batch of 1,000 scans with long fields is ~0.5 MB; twice that leaves room, and no more. */
export const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The operations API's scans (/ops/v1/scans) for the courier's hubs, handhelds and sorting line, in the
 * operations scope (ops-api.ts: its keys and refusals). docs/scans.md is its reference.
 */
export function operationsRoutes(ops: FastifyInstance, deps: OperationsDeps): void {
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
