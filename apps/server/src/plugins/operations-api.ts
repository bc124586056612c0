import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { bearerTokenOf } from '../lib/bearer.ts';
import { PortalError } from '../lib/errors.ts';

/**
 * The operations API's contract (/ops/v1, docs/scans.md), written once for every module that has calls on it
 * (the operations module's scans, the COD finance desk), as plugins/portal.ts is the portal's: the courier's own keys as `Authorization: Bearer ops_…`, no
 * customer session, no portal envelope, and plain JSON `{error, message}` refusals under HTTP statuses,
 * because machines read these, not shippers.
 */
export const refuse = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ error, message });

/** Fastify's own body limit, which a scope keeps unless its calls need more. */
const FASTIFY_BODY_LIMIT = 1024 * 1024;

/** The keys the operations module keeps (its OpsKeyService). */
interface OpsKeyCheck {
  verify(key: string | undefined): Promise<{ id: number; name: string } | null>;
}

export interface OpsScope {
  opsKeys: OpsKeyCheck;
  /** What the log calls this group of calls. */
  name: string;
  /** What a body that is not JSON is told: the shape the scope's calls take. */
  bodyShape: string;
  /** What a failed call is told: what did not happen, so the caller knows to send it again. */
  failed: string;
  /** The scope's largest body, when its calls take more than Fastify's 1 MiB. */
  bodyLimit?: number;
}

/** A scope of the operations API: its key check and its refusals apply to the calls `routes` adds, and to nothing else. */
export function registerOpsScope(app: FastifyInstance, scope: OpsScope, routes: (ops: FastifyInstance) => void | Promise<void>): void {
  const bodyLimit = scope.bodyLimit ?? FASTIFY_BODY_LIMIT;
  app.register(async (ops) => {
    ops.addHook('onRequest', async (request, reply) => {
      const key = await scope.opsKeys.verify(bearerTokenOf(request));
      if (!key) {
        request.log.warn({ event: 'ops.refused', url: request.url, ip: request.ip }, 'operations API: missing or unknown key');
        return refuse(reply, 401, 'unauthorized', 'An operations key is required: Authorization: Bearer ops_…');
      }
      request.opsKey = key;
    });

    ops.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return refuse(reply, 413, 'bodyTooLarge', `A request body is at most ${bodyLimit} bytes.`);
      // The shared JSON parser refuses a malformed body with a portal error (plugins/portal.ts).
      const status = error instanceof PortalError ? 400 : ((error as FastifyError).statusCode ?? 500);
      if (status < 500) return refuse(reply, status, 'badRequest', scope.bodyShape);
      request.log.error({ err: error, url: request.url }, `${scope.name} failed`);
      return refuse(reply, 500, 'internal', scope.failed);
    });

    await routes(ops);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operations key a call of the operations API came with (set by its scope's key check). */
    opsKey?: { id: number; name: string };
  }
}
