import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { defineMallJobs } from './jobs.ts';
import { mallRoutes } from './routes.ts';
import type { PointsService } from './service.ts';

export interface MallDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
  points: PointsService;
  notifications: NotificationService;
}

/** The member mall (memberCenter, issue 18): points from paid shipments, growth levels, gifts exchanged for points. */
export function registerMallModule(app: FastifyInstance, deps: MallDeps): void {
  defineMallJobs(deps.jobs, deps.db, deps.points);
  mallRoutes(app, deps);
}
