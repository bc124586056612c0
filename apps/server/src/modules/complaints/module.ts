import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { complaintRoutes } from './routes.ts';

export interface ComplaintsDeps {
  db: Db;
  texts: MessageTexts;
  notifications: NotificationService;
}

/** Complaints and suggestions (issue 18): raised by shippers, answered at the courier's desk. */
export function registerComplaintsModule(app: FastifyInstance, deps: ComplaintsDeps): void {
  complaintRoutes(app, deps);
}
