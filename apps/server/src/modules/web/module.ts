import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { webRoutes } from './routes.ts';

export interface WebDeps {
  config: Config;
}

/** The built React app; answers the page paths the API does not (its not-found handler is returned). */
export function registerWebModule(app: FastifyInstance, deps: WebDeps): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  return webRoutes(app, deps);
}
