import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { noticeRoutes } from './routes.ts';

export interface NoticesDeps {
  db: Db;
  texts: MessageTexts;
}

/** Notices shown after login: overdue arrears (unpaid statements past their due date, and the finance team's own) and alert messages. */
export function registerNoticesModule(app: FastifyInstance, deps: NoticesDeps): void {
  noticeRoutes(app, deps);
}
