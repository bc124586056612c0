import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { trackingRoutes } from './routes.ts';

export interface TrackingDeps {
  db: Db;
  config: Config;
  texts: MessageTexts;
}

/** What the shipper and the public see of a parcel's life: trackingList, the public tracking page. */
export function registerTrackingModule(app: FastifyInstance, deps: TrackingDeps): void {
  trackingRoutes(app, deps);
}
