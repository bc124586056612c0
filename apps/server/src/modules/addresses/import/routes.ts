import { addressFingerprint, BOOK_PAGE, type DomesticBook } from '@portal/shared/address';
import {
  ADDRESS_IMPORT_ERROR_FILE_MINUTES,
  type AddressImportResult,
  addressImportErrorsParameter,
  importAddressParameter,
  importSummaryKey,
} from '@portal/shared/address-import';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import type { CustomerPage } from '@portal/shared/menu';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PortalError } from '../../../lib/errors.ts';
import { readFile } from '../../../lib/file-store.ts';
import type { CustomerScope } from '../../../lib/scope.ts';
import { ImportRefused } from '../../../lib/xlsx-import.ts';
import { RawJson } from '../../../plugins/portal.ts';
import { contentDisposition, saveErrorWorkbook, XLSX_CONTENT_TYPE } from '../../exports/service.ts';
import type { AddressesDeps } from '../module.ts';
import type { AddressValues } from '../repository.ts';
import { addressErrorFile, rowErrors, type Say } from './error-file.ts';
import { insertAddresses } from './insert-addresses.ts';
import { checkAddressRows, readAddressFile } from './read-addresses.ts';
import { addressTemplate } from './template.ts';

/** The menu page (spec 2, FUNCPATH of menu 404) that imports into the books. */
const IMPORT_PAGE = 'addressImport' satisfies CustomerPage;

/** Answers a file instead of the envelope; resolves once it is sent, so the portal adds nothing after it. */
async function sendXlsx(reply: FastifyReply, name: string, data: Buffer): Promise<null> {
  await reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .send(data);
  return null;
}

/**
 * Address import (spec 2 `addressImport`, 5 "Excel import", issue 4): the template, the import
 * into the sender or receiver book, and the error file of an import with bad rows.
 */
export function addressImportRoutes(app: FastifyInstance, { db, geography, texts }: AddressesDeps): void {
  /** Every call here declares the import page; importing into a book also takes that book's page (as adding to it by hand does). */
  function mayImportInto(request: FastifyRequest, scope: CustomerScope, book: DomesticBook): void {
    if (scope.pages.has(BOOK_PAGE[book])) return;
    request.log.warn(
      {
        event: 'auth.refused',
        endpoint: 'importAddress',
        page: BOOK_PAGE[book],
        userId: scope.userId,
        loginCode: scope.loginCode,
        ip: request.ip,
      },
      'refused: page not granted',
    );
    throw new PortalError(Code.FORBIDDEN, 'noPermission');
  }

  const statesNow = async () => (await geography.current()).states;

  app.portal.endpoint({
    name: 'downloadAddressTemplate',
    access: 'customer',
    pages: [IMPORT_PAGE],
    parameter: emptyParameter,
    handler: async ({ lang, reply }) => {
      const file = await addressTemplate(lang, await statesNow());
      return sendXlsx(reply, `${texts.translate('addressTemplateFileName', lang)}.xlsx`, file);
    },
  });

  app.portal.endpoint({
    name: 'importAddress',
    access: 'customer',
    pages: [IMPORT_PAGE],
    parameter: importAddressParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ parameter, scope, lang, file, request }) => {
      const { addressType: book, mode } = parameter;
      mayImportInto(request, scope, book);
      const say: Say = (key, params) => texts.translate(key, lang, params);
      let rows: Awaited<ReturnType<typeof readAddressFile>>;
      try {
        rows = await readAddressFile(file!.data);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const { good, bad } = await checkAddressRows(rows, geography);
      // A row repeating an earlier one of the file is a duplicate, as one already in the book is.
      const seen = new Set<string>();
      const entries: AddressValues[] = [];
      for (const { values } of good) {
        const key = addressFingerprint(values);
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push(values);
      }
      // 'all' saves nothing unless every row is good; 'valid' saves the good ones, if there are any.
      const refused = bad.length > 0 && (mode === 'all' || good.length === 0);
      const errorFile = bad.length ? await addressErrorFile(bad, lang, await statesNow(), say) : null;
      const result = await db.transaction(async (tx): Promise<AddressImportResult> => {
        const imported = refused ? 0 : await insertAddresses(tx, scope, scope.userId, book, entries);
        const errorFileId = errorFile
          ? await saveErrorWorkbook(tx, scope, {
              data: errorFile,
              name: `${say('addressImportErrorFileName')}.xlsx`,
              keepMinutes: ADDRESS_IMPORT_ERROR_FILE_MINUTES,
            })
          : undefined;
        return {
          total: rows.length,
          bad: bad.length,
          imported,
          duplicates: refused ? 0 : good.length - imported,
          errors: rowErrors(bad, say),
          ...(errorFileId ? { errorFileId } : {}),
        };
      });
      request.log.info(
        { event: 'address.import', userId: scope.userId, book, mode, total: result.total, bad: result.bad, imported: result.imported },
        'addresses imported',
      );
      if (refused) throw new PortalError(Code.BAD_PARAMETER, 'importRowsInvalid', undefined, result);
      // Spec 8's summary: 'you imported N in total, of which M do not match the template'.
      const body = app.portal.envelope(Code.OK, importSummaryKey(result), lang, { total: result.total, bad: result.bad }, result);
      return new RawJson(JSON.stringify(body));
    },
  });

  // Only the account that imported gets its error file, and only until it expires.
  app.portal.endpoint({
    name: 'downloadAddressImportErrors',
    access: 'customer',
    pages: [IMPORT_PAGE],
    parameter: addressImportErrorsParameter,
    handler: async ({ parameter, scope, reply }) => {
      const stored = await readFile(db, parameter.fileId, scope.userId);
      if (!stored) throw new PortalError(Code.NOT_FOUND, 'importErrorFileGone');
      return sendXlsx(reply, stored.name, stored.data);
    },
  });
}
