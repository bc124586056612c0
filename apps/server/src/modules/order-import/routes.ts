import { createHash } from 'node:crypto';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import {
  BULK_IMPORT_PAGE,
  IMPORT_TEMPLATE_PAGE,
  importOrdersParameter,
  orderImportIdParameter,
  resubmitImportParameter,
} from '@portal/shared/order-import';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { contentDisposition, XLSX_CONTENT_TYPE } from '../exports/service.ts';
import { ORDER_IMPORT_RUN } from './import-job.ts';
import { importDefaultsOf } from './import-settings.ts';
import type { OrderImportDeps } from './module.ts';
import { readOrderFile } from './read-sheet.ts';
import { findImport, findImportToShow, findTemplate, insertImport } from './repository.ts';
import { resubmitImport } from './resubmit.ts';
import { orderTemplate } from './template.ts';
import { errorRowsFile, importView, type Say } from './view.ts';

async function sendXlsx(reply: FastifyReply, name: string, data: Buffer): Promise<null> {
  await reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .send(data);
  return null;
}

/** Excel bulk import (issue 16): the template, the upload, its progress and result, fixes, the error rows. */
export function orderImportRoutes(app: FastifyInstance, deps: OrderImportDeps): void {
  const { db, jobs, texts } = deps;

  /** innerOrderTempDownload.do: the standard template in the caller's language (a binary answer). */
  app.portal.endpoint({
    name: 'innerOrderTempDownload',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE, IMPORT_TEMPLATE_PAGE],
    parameter: emptyParameter,
    handler: async ({ lang, reply }) =>
      sendXlsx(reply, `${texts.translate('orderTemplateFileName', lang)}.xlsx`, await orderTemplate(lang)),
  });

  /**
   * insertOrder.do as import (spec 7, 120 s): the file is read and every refusal of the file as a
   * whole (size, rows, format, template) answered before anything is written; then the import is
   * recorded with its job in one transaction and placed in the background. The page polls getOrderImport.
   */
  app.portal.endpoint({
    name: 'importOrders',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE],
    parameter: importOrdersParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ parameter, scope, lang, file, request }) => {
      const settings = await importDefaultsOf(db, scope);
      const templateId = parameter.templateId ?? null;
      const template = templateId ? await findTemplate(db, scope, templateId) : null;
      if (templateId && !template) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      let rows: Awaited<ReturnType<typeof readOrderFile>>;
      try {
        rows = await readOrderFile(file!.data, template?.mapping ?? null);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const importId = await db.transaction(async (tx) => {
        const id = await insertImport(tx, {
          customerId: scope.customerId,
          userId: scope.userId,
          fileName: file!.name,
          fileHash: createHash('sha256').update(file!.data).digest('hex'),
          templateId,
          lang,
          defaults: settings,
          rows,
          total: rows.length,
        });
        await jobs.send(ORDER_IMPORT_RUN, { importId: id }, { tx, id });
        return id;
      });
      jobs.wake(ORDER_IMPORT_RUN);
      request.log.info({ event: 'orderImport.recorded', importId, userId: scope.userId, rows: rows.length }, 'order import recorded');
      return { importId, state: 'WAITING', total: rows.length };
    },
  });

  /** The import's state, progress and result screen (polled while it runs). */
  app.portal.endpoint({
    name: 'getOrderImport',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE],
    parameter: orderImportIdParameter,
    handler: async ({ parameter, scope, lang }) => {
      const imp = await findImportToShow(db, scope, parameter.importId);
      if (!imp) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      const say: Say = (key, params) => texts.translate(key, lang, params);
      return importView(imp, say);
    },
  });

  /** Cells fixed on the result screen: the rows not yet placed are checked and placed again. */
  app.portal.endpoint({
    name: 'resubmitOrderImport',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE],
    parameter: resubmitImportParameter,
    handler: async ({ parameter, scope }) => resubmitImport(deps, scope, parameter),
  });

  /** The rows with errors as a file to correct and upload again. */
  app.portal.endpoint({
    name: 'downloadOrderImportErrors',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE],
    parameter: orderImportIdParameter,
    handler: async ({ parameter, scope, lang, reply }) => {
      const imp = await findImport(db, scope, parameter.importId);
      if (!imp) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      const say: Say = (key, params) => texts.translate(key, lang, params);
      return sendXlsx(reply, `${say('orderImportErrorFileName')}.xlsx`, await errorRowsFile(imp, lang, say));
    },
  });
}
