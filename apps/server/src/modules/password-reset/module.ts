import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MessageTexts } from '../i18n/service.ts';
import type { SessionService } from '../session/service.ts';
import { passwordResetRoutes } from './routes.ts';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  sessions: SessionService;
  texts: MessageTexts;
}

/** Password reset by e-mailed link. */
export function registerPasswordResetModule(app: FastifyInstance, deps: PasswordResetDeps): void {
  passwordResetRoutes(app, deps);
}
