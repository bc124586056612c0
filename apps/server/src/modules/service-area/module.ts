import type { FastifyInstance } from 'fastify';
import type { GeographyService } from '../geography/service.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { DropPointService } from './drop-points.ts';
import { serviceAreaRoutes } from './routes.ts';

export interface ServiceAreaDeps {
  geography: GeographyService;
  dropPoints: DropPointService;
  texts: MessageTexts;
}

/** Where the courier goes: drop points and the domestic sort code. */
export function registerServiceAreaModule(app: FastifyInstance, deps: ServiceAreaDeps): void {
  serviceAreaRoutes(app, deps);
}
