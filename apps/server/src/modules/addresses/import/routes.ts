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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../app.ts';
import { PortalError } from '../../../lib/errors.ts';
import { readFile, saveFile } from '../../../lib/file-store.ts';
import { holdsPage } from '../../../lib/page-grants.ts';
import { ImportRefused } from '../../../lib/xlsx-import.ts';
import { type Caller, RawJson } from '../../../plugins/portal.ts';
import { contentDisposition } from '../../exports/download-route.ts';
import { XLSX_CONTENT_TYPE } from '../../exports/xlsx-writer.ts';
import type { AddressValues } from '../repository.ts';
import { addressErrorFile, rowErrors, type Say } from './error-file.ts';
import { insertAddresses } from './insert-addresses.ts';
import { checkAddressRows, readAddressFile } from './read-addresses.ts';
import { addressTemplate } from './template.ts';

/** The menu page (spec 2, FUNCPATH of menu 404) that imports into the books. */
export const IMPORT_PAGE = 'addressImport';

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
export function registerAddressImport(deps: Deps): void {
  const { app, db, geography, texts } = deps;

  /** Importing takes the import page, and into a book also that book's page (as adding to it by hand does). */
  async function mayImport(request: FastifyRequest, caller: Caller, endpoint: string, book?: DomesticBook): Promise<void> {
    const pages = book ? [IMPORT_PAGE, BOOK_PAGE[book]] : [IMPORT_PAGE];
    for (const page of pages) {
      if (await holdsPage(db, caller, page)) continue;
      request.log.warn(
        { event: 'auth.refused', endpoint, page, userId: caller.userId, loginCode: caller.loginCode, ip: request.ip },
        'refused: page not granted',
      );
      throw new PortalError(Code.FORBIDDEN, 'noPermission');
    }
  }

  const statesNow = async () => (await geography.current()).states;

  app.portal.endpoint({
    name: 'downloadAddressTemplate',
    access: 'customer',
    parameter: emptyParameter,
    handler: async ({ caller, lang, request, reply }) => {
      await mayImport(request, caller, 'downloadAddressTemplate');
      const file = await addressTemplate(lang, await statesNow());
      return sendXlsx(reply, `${texts.translate('addressTemplateFileName', lang)}.xlsx`, file);
    },
  });

  app.portal.endpoint({
    name: 'importAddress',
    access: 'customer',
    parameter: importAddressParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ parameter, caller, lang, file, request }) => {
      const { addressType: book, mode } = parameter;
      await mayImport(request, caller, 'importAddress', book);
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
        const imported = refused ? 0 : await insertAddresses(tx, caller.customerId!, caller.userId, book, entries);
        const errorFileId = errorFile
          ? await saveFile(tx, {
              data: errorFile,
              name: `${say('addressImportErrorFileName')}.xlsx`,
              contentType: XLSX_CONTENT_TYPE,
              userId: caller.userId,
              customerId: caller.customerId,
              expiresAt: new Date(Date.now() + ADDRESS_IMPORT_ERROR_FILE_MINUTES * 60_000),
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
        { event: 'address.import', userId: caller.userId, book, mode, total: result.total, bad: result.bad, imported: result.imported },
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
    parameter: addressImportErrorsParameter,
    handler: async ({ parameter, caller, request, reply }) => {
      await mayImport(request, caller, 'downloadAddressImportErrors');
      const stored = await readFile(db, parameter.fileId, caller.userId);
      if (!stored) throw new PortalError(Code.NOT_FOUND, 'importErrorFileGone');
      return sendXlsx(reply, stored.name, stored.data);
    },
  });
}
