import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { MessageTexts } from '../i18n/service.ts';
import { defineAnnounceJob } from './announce-job.ts';
import { notificationRoutes } from './routes.ts';
import type { NotificationService } from './service.ts';

export interface NotificationsDeps {
  db: Db;
  texts: MessageTexts;
  jobs: JobQueue;
  notifications: NotificationService;
}

/** The notification centre (issue 18): messages written by NotificationService where things happen, read here. */
export function registerNotificationsModule(app: FastifyInstance, deps: NotificationsDeps): void {
  defineAnnounceJob(deps.jobs, deps.db, deps.notifications, app.log);
  notificationRoutes(app, deps);
}
