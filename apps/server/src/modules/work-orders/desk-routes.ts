import { Code } from '@portal/shared/codes';
import {
  answerWorkOrderParameter,
  workOrderFileParameter,
  workOrderIdParameter,
  workOrderQueueParameter,
} from '@portal/shared/work-orders';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { readCustomerFile } from '../../lib/file-store.ts';
import type { WorkOrdersDeps } from './module.ts';
import { addEntry, deskQueue, findFile, workOrderDetail } from './repository.ts';
import { sendFile } from './send-file.ts';

/** The courier's customer-service desk for work orders (admin menu 907 workOrderDesk). */
export function workOrderDeskRoutes(app: FastifyInstance, { db, texts, notifications }: WorkOrdersDeps): void {
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'getWorkOrderQueue',
    access: 'admin',
    parameter: workOrderQueueParameter,
    handler: async ({ parameter, lang }) => deskQueue(db, parameter.status, lang, translate),
  });

  app.portal.endpoint({
    name: 'getWorkOrderForDesk',
    access: 'admin',
    parameter: workOrderIdParameter,
    handler: async ({ parameter, lang }) => workOrderDetail(db, null, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'answerWorkOrder',
    access: 'admin',
    parameter: answerWorkOrderParameter,
    handler: async ({ caller, parameter }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        viewer: null,
        by: 'staff',
        userId: caller.userId,
        authorName: 'Customer service',
        content: parameter.content,
        status: parameter.status,
      }),
    }),
  });

  app.portal.endpoint({
    name: 'getWorkOrderFileForDesk',
    access: 'admin',
    parameter: workOrderFileParameter,
    handler: async ({ parameter, reply }) => {
      const row = await findFile(db, null, parameter.id);
      const stored = row ? await readCustomerFile(db, row.fileId, row.customerId) : null;
      if (!row || !stored) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return sendFile(reply, row.displayName, row.contentType, stored.data);
    },
  });
}
