import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { deliveryOrderRoutes } from './routes.ts';

export interface DeliveryOrdersDeps {
  db: Db;
  texts: MessageTexts;
}

/** Delivery orders for business receivers: import, packing (box bindings), DO sheets, management. */
export function registerDeliveryOrdersModule(app: FastifyInstance, deps: DeliveryOrdersDeps): void {
  deliveryOrderRoutes(app, deps);
}
