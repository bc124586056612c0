import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { accountRoutes } from './account-routes.ts';
import { loginRoutes } from './login.ts';
import { qrLoginRoutes } from './qr-login.ts';
import type { SessionService } from './session-service.ts';
import type { UserInfoService } from './user-info-service.ts';

export interface SessionDeps {
  db: Db;
  config: Config;
  changes: ChangeFeed;
  sessions: SessionService;
  userInfo: UserInfoService;
}

/** Logging in and out (password, image code, QR), the account's own info, and the administrator's view of sessions. */
export function registerSessionModule(app: FastifyInstance, deps: SessionDeps): void {
  loginRoutes(app, deps);
  qrLoginRoutes(app, deps);
  accountRoutes(app, deps);
}
