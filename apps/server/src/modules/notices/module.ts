import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { noticeRoutes } from './routes.ts';

export interface NoticesDeps {
  db: Db;
}

/** Notices shown after login: overdue arrears and alert messages. */
export function registerNoticesModule(app: FastifyInstance, deps: NoticesDeps): void {
  noticeRoutes(app, deps);
}
