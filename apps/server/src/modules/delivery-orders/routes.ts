import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import {
  autoMatchParameter,
  BINDING_PAGES,
  bindingParameter,
  cancelDoParameter,
  doListParameter,
  printDoParameter,
} from '@portal/shared/delivery-order';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import type { Lang } from '@portal/shared/lang';
import type { CustomerPage } from '@portal/shared/menu';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { RawJson } from '../../plugins/portal.ts';
import { contentDisposition, XLSX_CONTENT_TYPE } from '../exports/service.ts';
import { printedDataOfBox } from './auto-match.ts';
import { saveBinding, validateBinding } from './bind-boxes.ts';
import { cancelDos } from './cancel-dos.ts';
import type { SheetTexts } from './do-sheet.ts';
import { importDos, type Say } from './import-dos.ts';
import type { DeliveryOrdersDeps } from './module.ts';
import { printDos } from './print-dos.ts';
import { readDoFile } from './read-do-file.ts';
import { listDos } from './repository.ts';
import { doTemplate } from './template.ts';

const IMPORT: CustomerPage[] = ['doInfoImport'];
const PRINT: CustomerPage[] = ['doOrderPrint'];
const MANAGE: CustomerPage[] = ['doOrderManager'];
/** The list serves every DO page: each shows the DOs it works on. */
const ANY_DO_PAGE: CustomerPage[] = ['doInfoImport', 'oneBoxMoreDo', 'oneDoMoreBox', 'doOrderPrint', 'doOrderManager'];

async function sendFile(reply: FastifyReply, type: string, name: string, data: Buffer, headers: Record<string, string> = {}) {
  await reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .headers(headers)
    .send(data);
  return null;
}

/**
 * The DO pages (spec 2 doInfoImport, oneBoxMoreDo, oneDoMoreBox, doOrderPrint, doOrderManager) and
 * the calls spec 7 names for them: the five `/api/doinfoOrder/...` calls and the print client's
 * auto-match; plus the template and the list the pages need.
 */
export function deliveryOrderRoutes(app: FastifyInstance, { db, texts }: DeliveryOrdersDeps): void {
  const sayIn =
    (lang: Lang): Say =>
    (key, params) =>
      texts.translate(key, lang, params);
  const sheetTexts = (lang: Lang): SheetTexts => {
    const say = sayIn(lang);
    const of = (key: string) => (params?: Record<string, string | number>) => say(key, params);
    return {
      title: of('doSheetTitle'),
      shipper: of('doSheetShipper'),
      receiver: of('doSheetReceiver'),
      date: of('doSheetDate'),
      lineNo: of('doSheetLineNo'),
      itemCode: of('doColItemCode'),
      itemName: of('doColItemName'),
      quantity: of('doColQuantity'),
      total: of('doSheetTotal'),
      boxes: of('doSheetBoxes'),
      receivedBy: of('doSheetReceivedBy'),
      copy: of('doSheetCopy'),
      page: of('doSheetPage'),
    };
  };

  app.portal.endpoint({
    name: 'doinfoOrder/template',
    access: 'customer',
    pages: IMPORT,
    parameter: emptyParameter,
    handler: async ({ lang, reply }) =>
      sendFile(reply, XLSX_CONTENT_TYPE, `${texts.translate('doTemplateFileName', lang)}.xlsx`, await doTemplate(lang)),
  });

  app.portal.endpoint({
    name: 'doinfoOrder/batchSave',
    withoutDo: true,
    access: 'customer',
    pages: IMPORT,
    parameter: emptyParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ scope, lang, file, request }) => {
      let rows: Awaited<ReturnType<typeof readDoFile>>;
      try {
        rows = await readDoFile(file!.data);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const result = await importDos(db, scope, rows, sayIn(lang));
      request.log.info(
        { event: 'do.import', userId: scope.userId, total: result.total, bad: result.bad, imported: result.imported },
        'delivery orders imported',
      );
      if (result.imported === 0) throw new PortalError(Code.BAD_PARAMETER, 'doImportNothing', undefined, result);
      // Spec 8's summary: 'you imported N in total, of which M do not match the template'.
      return new RawJson(
        JSON.stringify(app.portal.envelope(Code.OK, 'importSummary', lang, { total: result.total, bad: result.bad }, result)),
      );
    },
  });

  app.portal.endpoint({
    name: 'doinfoOrder/list',
    access: 'customer',
    pages: ANY_DO_PAGE,
    parameter: doListParameter,
    handler: async ({ scope, parameter }) => listDos(db, scope, parameter),
  });

  app.portal.endpoint({
    name: 'doinfoOrder/packingNumberBindingValidate',
    withoutDo: true,
    access: 'customer',
    pages: (p) => [p.mode],
    parameter: bindingParameter,
    handler: async ({ scope, parameter, lang }) => validateBinding(db, scope, parameter, sayIn(lang)),
  });

  app.portal.endpoint({
    name: 'doinfoOrder/packingNumberBindingBatchSave',
    withoutDo: true,
    access: 'customer',
    pages: (p) => [p.mode],
    parameter: bindingParameter,
    handler: async ({ scope, parameter, lang, request }) => {
      const result = await saveBinding(db, scope, parameter, sayIn(lang));
      request.log.info({ event: 'do.bind', userId: scope.userId, mode: parameter.mode, bound: result.bound }, 'packing numbers bound');
      return result;
    },
  });

  app.portal.endpoint({
    name: 'doinfoOrder/packingPrintValidateAndUpdate',
    withoutDo: true,
    access: 'customer',
    pages: PRINT,
    parameter: printDoParameter,
    handler: async ({ scope, parameter, lang, reply, request }) => {
      const { pdf, sheets } = await printDos(db, scope, parameter.doNos, sheetTexts(lang));
      request.log.info({ event: 'do.print', userId: scope.userId, sheets }, 'DO sheets printed');
      const name = parameter.doNos.length === 1 ? `DO-${parameter.doNos[0]}.pdf` : `DO-${sheets}.pdf`;
      return sendFile(reply, 'application/pdf', name, pdf, { 'x-sheet-count': String(sheets) });
    },
  });

  app.portal.endpoint({
    name: 'doinfoOrder/cancelOrder',
    withoutDo: true,
    access: 'customer',
    pages: MANAGE,
    parameter: cancelDoParameter,
    handler: async ({ scope, parameter, request }) => {
      const result = await cancelDos(db, scope, parameter.doNos);
      request.log.info({ event: 'do.cancel', userId: scope.userId, doNos: parameter.doNos }, 'delivery orders cancelled');
      return result;
    },
  });

  app.portal.endpoint({
    name: 'print/getPrintedDataOfAssembledForAutoMatch',
    path: '/lpt/cmn/print/getPrintedDataOfAssembledForAutoMatch',
    access: 'customer',
    pages: [...PRINT, ...BINDING_PAGES],
    parameter: autoMatchParameter,
    handler: async ({ scope, parameter }) => printedDataOfBox(db, scope, parameter.packingNo),
  });
}
