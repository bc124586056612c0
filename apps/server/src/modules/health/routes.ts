import type { FastifyInstance } from 'fastify';
import { isDatabaseReady } from '../../db/client.ts';
import type { HealthDeps } from './module.ts';

/** `GET /healthz`: 200 once the server is listening and its database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/healthz', async (_request, reply) => {
    const ready = await isDatabaseReady(deps.db);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'database unavailable', database: deps.database.kind });
  });
}
