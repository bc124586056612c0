import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { workOrderDeskRoutes } from './desk-routes.ts';
import { workOrderRoutes } from './routes.ts';

export interface WorkOrdersDeps {
  db: Db;
  texts: MessageTexts;
  notifications: NotificationService;
}

/** Work orders (issue 18): raised by shippers with files or from Excel, answered at the courier's desk. */
export function registerWorkOrdersModule(app: FastifyInstance, deps: WorkOrdersDeps): void {
  workOrderRoutes(app, deps);
  workOrderDeskRoutes(app, deps);
}
