import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { notificationRoutes } from './routes.ts';

export interface NotificationsDeps {
  db: Db;
  texts: MessageTexts;
}

/** The notification centre (issue 18): messages written by NotificationService where things happen, read here. */
export function registerNotificationsModule(app: FastifyInstance, deps: NotificationsDeps): void {
  notificationRoutes(app, deps);
}
