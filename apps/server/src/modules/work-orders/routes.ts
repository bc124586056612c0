import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import {
  addWorkOrderParameter,
  closeWorkOrderParameter,
  WORK_ORDER_FILE_EXTENSIONS,
  WORK_ORDER_FILE_TYPES,
  WORK_ORDER_IMPORT_ERROR_FILE_MINUTES,
  WORK_ORDER_IMPORT_PAGE,
  WORK_ORDER_LIMITS,
  WORK_ORDER_PAGES,
  WORK_ORDER_TYPE_LIST,
  WORK_ORDER_TYPES,
  type WorkOrderImportResult,
  workOrderFileParameter,
  workOrderFollowUpParameter,
  workOrderIdParameter,
  workOrderImportErrorsParameter,
  workOrderListParameter,
} from '@portal/shared/work-orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import { readCustomerFile, readFile, saveFile } from '../../lib/file-store.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import { contentMatches, displayNameOf, extensionAmong, storedNameOf } from '../../lib/uploaded-names.ts';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { RawJson } from '../../plugins/portal.ts';
import { XLSX_CONTENT_TYPE } from '../exports/service.ts';
import { checkRows, readWorkOrderFile, rowErrors, type Say, workOrderErrorFile, workOrderTemplate } from './import.ts';
import type { WorkOrdersDeps } from './module.ts';
import {
  addEntry,
  addWorkOrder,
  findFile,
  insertImported,
  insertUploads,
  listWorkOrders,
  statusCounts,
  workOrderDetail,
} from './repository.ts';
import { sendFile } from './send-file.ts';

const pages = WORK_ORDER_PAGES;
/** A step the shipper's account takes, on its own customer's work orders only. */
const byShipper = (scope: CustomerScope) => ({ scope, by: 'customer' as const, userId: scope.userId, authorName: scope.loginCode });
const importPages = [WORK_ORDER_IMPORT_PAGE] as const;

/** Work orders (spec 7 "Complaints, work orders and claims"): the shipper's calls. */
export function workOrderRoutes(app: FastifyInstance, { db, texts, notifications }: WorkOrdersDeps): void {
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'workOrderTypeList',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ lang }) =>
      WORK_ORDER_TYPE_LIST.map((code) => ({
        code,
        name: translate(WORK_ORDER_TYPES[code].label, lang),
        needsWaybill: WORK_ORDER_TYPES[code].needsWaybill,
      })),
  });

  app.portal.endpoint({
    name: 'getWorkOrderStatusCount',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ scope }) => statusCounts(db, scope),
  });

  /**
   * Up to 10 pictures or PDFs in one request, each under 1 MB and judged by its first bytes: one bad
   * file refuses the whole upload and nothing is kept. They wait for the work order that takes them.
   */
  app.portal.endpoint({
    name: 'uploadWorkOrderFiles',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    upload: { maxBytes: WORK_ORDER_LIMITS.fileMaxBytes, extensions: [...WORK_ORDER_FILE_EXTENSIONS], maxFiles: WORK_ORDER_LIMITS.filesMax },
    successMessage: 'uploadSucceeded',
    handler: async ({ scope, files }) => {
      const checked = files.map((file) => {
        const ext = extensionAmong(file.name, WORK_ORDER_FILE_EXTENSIONS);
        if (!ext || !contentMatches(ext, file.data))
          throw new PortalError(Code.BAD_PARAMETER, 'workOrderFileType', { name: displayNameOf(file.name) });
        return { file, ext };
      });
      return db.transaction(async (tx) => {
        const kept = [];
        for (const { file, ext } of checked) {
          const contentType = WORK_ORDER_FILE_TYPES[ext];
          const fileId = await saveFile(tx, {
            data: file.data,
            name: storedNameOf('work-order', ext),
            contentType,
            userId: scope.userId,
            customerId: scope.customerId,
          });
          kept.push({ fileId, displayName: displayNameOf(file.name), contentType, size: file.data.length });
        }
        return insertUploads(tx, scope, kept);
      });
    },
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

  /**
   * The good rows are raised (a row raised before, recognised by its key, is passed over), the bad
   * ones reported by cell and kept in an error file; nothing of a bad row is written.
   */
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
      const numbers = [...new Set(rows.map((r) => r.original.waybillNo?.trim()).filter((n): n is string => !!n))];
      const owned = numbers.length
        ? await db
            .select({ waybillNo: orders.waybillNo })
            .from(orders)
            .where(and(eq(orders.customerId, scope.customerId), inArray(orders.waybillNo, numbers)))
        : [];
      const { good, bad } = checkRows(rows, new Set(owned.map((o) => o.waybillNo)));
      const errorFile = bad.length ? await workOrderErrorFile(bad, lang, say) : null;
      const result = await db.transaction(async (tx): Promise<WorkOrderImportResult> => {
        const created = await insertImported(tx, scope, good);
        const errorFileId = errorFile
          ? await saveFile(tx, {
              data: errorFile,
              name: `${say('workOrderImportErrorFileName')}.xlsx`,
              contentType: XLSX_CONTENT_TYPE,
              userId: scope.userId,
              customerId: scope.customerId,
              expiresAt: new Date(Date.now() + WORK_ORDER_IMPORT_ERROR_FILE_MINUTES * 60_000),
            })
          : undefined;
        return {
          total: rows.length,
          bad: bad.length,
          created,
          existing: good.length - created,
          errors: rowErrors(bad, say),
          ...(errorFileId ? { errorFileId } : {}),
        };
      });
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
