import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { allReadParameter, type MessageType, messageListParameter, readMessageParameter } from '@portal/shared/notifications';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import type { NotificationsDeps } from './module.ts';
import { listMessages, readAll, readMessage, unreadAmount } from './repository.ts';

const open = "every account's own notifications (the header's popover and the notification centre)";

/** The notification centre's calls (spec 7 "Notifications"). */
export function notificationRoutes(app: FastifyInstance, { db, texts }: NotificationsDeps): void {
  app.portal.endpoint({
    name: 'getMessageList',
    access: 'customer',
    open,
    parameter: messageListParameter,
    handler: async ({ scope, parameter, lang }) => listMessages(db, scope, parameter, lang, texts.translate),
  });

  app.portal.endpoint({
    name: 'getMessageAmount',
    access: 'customer',
    open,
    parameter: emptyParameter,
    handler: async ({ scope }) => unreadAmount(db, scope),
  });

  app.portal.endpoint({
    name: 'readMessage',
    access: 'customer',
    open,
    parameter: readMessageParameter,
    handler: async ({ scope, parameter }) => {
      if (!(await readMessage(db, scope, parameter.id))) throw new PortalError(Code.NOT_FOUND, 'messageNotFound');
      return { id: parameter.id };
    },
  });

  app.portal.endpoint({
    name: 'allReadMessage',
    access: 'customer',
    open,
    parameter: allReadParameter,
    handler: async ({ scope, parameter }) => {
      await readAll(db, scope, parameter.msgType as MessageType | undefined);
      return unreadAmount(db, scope);
    },
  });
}
