import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { trackingRoutes } from './routes.ts';

export interface TrackingDeps {
  db: Db;
  texts: MessageTexts;
}

/** A waybill's tracking as the shipper reads it: the timeline (the events are written through service.ts). */
export function registerTrackingModule(app: FastifyInstance, deps: TrackingDeps): void {
  trackingRoutes(app, deps);
}
