import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import {
  addWorkOrderParameter,
  closeWorkOrderParameter,
  WORK_ORDER_FILE_EXTENSIONS,
  WORK_ORDER_IMPORT_PAGE,
  WORK_ORDER_LIMITS,
  WORK_ORDER_PAGES,
  WORK_ORDER_TYPE_LIST,
  WORK_ORDER_TYPES,
  workOrderFileParameter,
  workOrderFollowUpParameter,
  workOrderIdParameter,
  workOrderImportErrorsParameter,
  workOrderListParameter,
} from '@portal/shared/work-orders';
import type { FastifyInstance } from 'fastify';
import { caseTypeChoices } from '../../lib/case-kit.ts';
import { PortalError } from '../../lib/errors.ts';
import { readCustomerFile, readFile } from '../../lib/file-store.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { RawJson } from '../../plugins/portal.ts';
import { XLSX_CONTENT_TYPE } from '../exports/service.ts';
import { readWorkOrderFile, type Say, workOrderTemplate } from './import.ts';
import { importWorkOrders } from './import-work-orders.ts';
import { keepUploads } from './keep-uploads.ts';
import type { WorkOrdersDeps } from './module.ts';
import { addEntry, addWorkOrder, findFile, listWorkOrders, statusCounts, workOrderDetail } from './repository.ts';
import { sendFile } from './send-file.ts';

const pages = WORK_ORDER_PAGES;
/** A step the shipper's account takes, on its own customer's work orders only. */
const byShipper = (scope: CustomerScope) => ({ viewer: scope, by: 'customer' as const, userId: scope.userId, authorName: scope.loginCode });
const importPages = [WORK_ORDER_IMPORT_PAGE] as const;

/** Work orders (spec 7 "Complaints, work orders and claims"): the shipper's calls. */
export function workOrderRoutes(app: FastifyInstance, { db, texts, notifications }: WorkOrdersDeps): void {
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'workOrderTypeList',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ lang }) => caseTypeChoices(WORK_ORDER_TYPE_LIST, WORK_ORDER_TYPES, translate, lang),
  });

  app.portal.endpoint({
    name: 'getWorkOrderStatusCount',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => statusCounts(db, scope),
  });

  /** Up to 10 pictures or PDFs in one request, each under 1 MB (keepUploads judges them by their first bytes). */
  app.portal.endpoint({
    name: 'uploadWorkOrderFiles',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    upload: { maxBytes: WORK_ORDER_LIMITS.fileMaxBytes, extensions: [...WORK_ORDER_FILE_EXTENSIONS], maxFiles: WORK_ORDER_LIMITS.filesMax },
    successMessage: 'uploadSucceeded',
    handler: async ({ scope, files }) => keepUploads(db, scope, files),
  });

  app.portal.endpoint({
    name: 'addWorkOrder',
    access: 'customer',
    pages,
    parameter: addWorkOrderParameter,
    successMessage: 'workOrderAdded',
    handler: async ({ scope, parameter, lang }) => addWorkOrder(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getWorkOrderList',
    access: 'customer',
    pages,
    parameter: workOrderListParameter,
    handler: async ({ scope, parameter, lang }) => listWorkOrders(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getWorkOrder',
    access: 'customer',
    pages,
    parameter: workOrderIdParameter,
    handler: async ({ scope, parameter, lang }) => workOrderDetail(db, scope, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'addWorkOrderInfo',
    access: 'customer',
    pages,
    parameter: workOrderFollowUpParameter,
    handler: async ({ scope, parameter }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        ...byShipper(scope),
        content: parameter.content,
        fileIds: parameter.fileIds,
      }),
    }),
  });

  app.portal.endpoint({
    name: 'closeWorkOrder',
    access: 'customer',
    pages,
    parameter: closeWorkOrderParameter,
    handler: async ({ scope, parameter, lang }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        ...byShipper(scope),
        content: parameter.comment ?? translate('workOrderClosedByCustomer', lang),
        status: 'END',
      }),
    }),
  });

  app.portal.endpoint({
    name: 'getWorkOrderFile',
    access: 'customer',
    pages,
    parameter: workOrderFileParameter,
    handler: async ({ scope, parameter, reply }) => {
      const row = await findFile(db, scope, parameter.id);
      const stored = row ? await readCustomerFile(db, row.fileId, scope.customerId) : null;
      if (!row || !stored) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return sendFile(reply, row.displayName, row.contentType, stored.data);
    },
  });

  /* ---- Excel import (ticketImport) ---- */

  app.portal.endpoint({
    name: 'workOrderTempDownload',
    access: 'customer',
    pages: importPages,
    parameter: emptyParameter,
    handler: async ({ lang, reply }) =>
      sendFile(reply, `${translate('workOrderTemplateFileName', lang)}.xlsx`, XLSX_CONTENT_TYPE, await workOrderTemplate(lang)),
  });

  /** An Excel sheet of work orders; its summary says how many rows were bad (importWorkOrders raises the good ones). */
  app.portal.endpoint({
    name: 'importWorkOrders',
    access: 'customer',
    pages: importPages,
    parameter: emptyParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ scope, lang, file, request }) => {
      const say: Say = (key, params) => translate(key as never, lang, params);
      let rows: Awaited<ReturnType<typeof readWorkOrderFile>>;
      try {
        rows = await readWorkOrderFile(file!.data);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const result = await importWorkOrders(db, scope, rows, lang, say);
      request.log.info(
        { event: 'workOrder.import', userId: scope.userId, total: result.total, bad: result.bad, created: result.created },
        'work orders imported',
      );
      const body = app.portal.envelope(Code.OK, 'importSummary', lang, { total: result.total, bad: result.bad }, result);
      return new RawJson(JSON.stringify(body));
    },
  });

  /** Only the account that imported gets its error file, and only until it expires. */
  app.portal.endpoint({
    name: 'downloadWorkOrderImportErrors',
    access: 'customer',
    pages: importPages,
    parameter: workOrderImportErrorsParameter,
    handler: async ({ parameter, scope, reply }) => {
      const stored = await readFile(db, parameter.fileId, scope.userId);
      if (!stored) throw new PortalError(Code.NOT_FOUND, 'importErrorFileGone');
      return sendFile(reply, stored.name, stored.contentType, stored.data);
    },
  });
}
