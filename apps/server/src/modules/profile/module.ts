import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { SessionService } from '../session/service.ts';
import { profileRoutes } from './routes.ts';

export interface ProfileDeps {
  db: Db;
  changes: ChangeFeed;
  sessions: SessionService;
}

/** The personal profile: details, password, the customer's e-mail addresses. */
export function registerProfileModule(app: FastifyInstance, deps: ProfileDeps): void {
  profileRoutes(app, deps);
}
