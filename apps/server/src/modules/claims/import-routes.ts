import { emptyParameter } from '@portal/shared/api';
import {
  addClaimParameter,
  bankNamed,
  CLAIM_IMPORT_COLUMNS,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  CLAIMS_IMPORT_PAGE,
  type ClaimImportColumn,
  type ClaimImportResult,
} from '@portal/shared/claims';
import { Code } from '@portal/shared/codes';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, unescapeCell } from '@portal/shared/excel-import';
import { LANGS, type Lang } from '@portal/shared/lang';
import { type MessageKey, messages, translate as shipped } from '@portal/shared/messages';
import { ringgitToSen } from '@portal/shared/money';
import { sameHeader } from '@portal/shared/order-import';
import { describeIssue } from '@portal/shared/validation';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { isCompoundFile, loadXls } from '../../lib/xls-import.ts';
import { ImportRefused, loadXlsx, readSheetText, type SheetText } from '../../lib/xlsx-import.ts';
import { writeTextRow } from '../../lib/xlsx-text.ts';
import { contentDisposition, XLSX_CONTENT_TYPE } from '../exports/service.ts';
import type { ClaimsDeps } from './module.ts';
import { addClaim } from './repository.ts';

const pages = [CLAIMS_IMPORT_PAGE] as const;
const HEADER_KEY: Record<ClaimImportColumn, MessageKey> = {
  waybillNo: 'claimColWaybillNo',
  claimType: 'claimColClaimType',
  claimAmount: 'claimColClaimAmount',
  description: 'claimColDescription',
  bankCode: 'claimColBankCode',
  bankAccount: 'claimColBankAccount',
  accountHolder: 'claimColAccountHolder',
};
/** The column a header names, in any of the portal's languages (the template's shipped texts). */
const columnOf = (header: string): ClaimImportColumn | undefined =>
  CLAIM_IMPORT_COLUMNS.find((c) => LANGS.some((lang) => sameHeader(messages[HEADER_KEY[c]][lang], header)));
/** LOST or DAMAGED, or their names in any language. */
const claimTypeOf = (text: string) =>
  CLAIM_TYPES.find((t) => sameHeader(t, text) || LANGS.some((lang) => sameHeader(messages[CLAIM_TYPE_LABELS[t]][lang], text))) ?? text;

/** The first sheet of an upload as text, .xlsx or .xls (after the shared checks of each reader). */
async function firstSheet(data: Buffer): Promise<SheetText> {
  if (isCompoundFile(data)) {
    const [sheet] = loadXls(data);
    if (!sheet) throw new ImportRefused('fileFormatError');
    return sheet.text();
  }
  const sheet = (await loadXlsx(data)).worksheets[0];
  if (!sheet) throw new ImportRefused('fileFormatError');
  return readSheetText(sheet);
}

/** The template: one sheet, the columns in the reader's language, cells kept as text (account numbers keep their zeros). */
async function claimTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('claims', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CLAIM_IMPORT_COLUMNS.map((c) => ({ width: c === 'description' ? 40 : 22, style: { numFmt: '@' } }));
  writeTextRow(
    sheet.getRow(1),
    CLAIM_IMPORT_COLUMNS.map((c) => shipped(HEADER_KEY[c], lang)),
  );
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Claims import (spec page claimsImport): an Excel sheet of claims, each row filed as `addClaimSettlement`
 * files one (same rules, same refusals), the rows with errors named by their row number. Rows are filed
 * one by one, each in its own transaction: a good row is filed whatever its neighbours hold.
 */
export function claimImportRoutes(app: FastifyInstance, { db, texts }: ClaimsDeps): void {
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'downloadClaimTemplate',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ lang, reply }) => {
      await reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(`${shipped('claimTemplateFileName', lang)}.xlsx`))
        .header('cache-control', 'no-store')
        .send(await claimTemplate(lang));
      return null;
    },
  });

  app.portal.endpoint({
    name: 'importClaims',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: [...IMPORT_EXTENSIONS] },
    handler: async ({ scope, lang, file }): Promise<ClaimImportResult> => {
      let sheet: SheetText;
      try {
        sheet = await firstSheet(file!.data);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const at = new Map<ClaimImportColumn, number>();
      sheet.headers.forEach((header, i) => {
        const column = header ? columnOf(header.replace(/^\*\s*|\s*\*$/g, '')) : undefined;
        if (column && !at.has(column)) at.set(column, i);
      });
      if (sheet.rows.length === 0) throw new PortalError(Code.BAD_PARAMETER, 'claimImportEmpty');
      if (at.size !== CLAIM_IMPORT_COLUMNS.length) throw new PortalError(Code.BAD_PARAMETER, 'claimImportHeaders');
      const result: ClaimImportResult = { total: sheet.rows.length, imported: 0, errors: [] };
      for (const { rowNumber, cells } of sheet.rows) {
        const cell = (c: ClaimImportColumn) => unescapeCell(cells[at.get(c)!] ?? '');
        const waybillNo = cell('waybillNo');
        const amount = cell('claimAmount');
        const parsed = addClaimParameter.safeParse({
          waybillNo,
          claimType: claimTypeOf(cell('claimType')),
          claimAmountSen: amount ? (ringgitToSen(amount) ?? Number.NaN) : undefined,
          description: cell('description'),
          bankCode: bankNamed(cell('bankCode'))?.code ?? cell('bankCode'),
          bankAccount: cell('bankAccount'),
          accountHolder: cell('accountHolder'),
        });
        if (!parsed.success) {
          const { key, params } = describeIssue(parsed.error.issues[0]);
          result.errors.push({ rowNumber, waybillNo, message: translate(key, lang, params) });
          continue;
        }
        try {
          await addClaim(db, scope, parsed.data, lang, translate);
          result.imported++;
        } catch (err) {
          if (!(err instanceof PortalError)) throw err;
          result.errors.push({ rowNumber, waybillNo, message: translate(err.messageKey, lang, err.params) });
        }
      }
      return result;
    },
  });
}
