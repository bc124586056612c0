import type { Lang } from '@portal/shared/lang';
import { type MessageKey, messages, translate } from '@portal/shared/messages';
import { ORDER_IMPORT_COLUMNS, ORDER_TEMPLATE_MARKER, ORDER_TEMPLATE_VERSION, type OrderImportColumn } from '@portal/shared/order-import';
import ExcelJS from 'exceljs';
import { writeTextRow } from '../../lib/xlsx-text.ts';

/** Shipped texts, not the administrator's wording: uploads are matched against these headers in every language. */
const text = (key: MessageKey, lang: Lang) => translate(key, lang);

const headerOf = (column: OrderImportColumn, lang: Lang): string => `${messages[column.label][lang]}${column.required ? '*' : ''}`;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** Two example orders: the second one shows the optional columns and a sender of its own. */
const EXAMPLES: Record<string, string | number>[] = [
  {
    receiverName: 'Nur Aisyah binti Kamal',
    receiverTel: '012-777 8899',
    receiverPostcode: '47301',
    receiverProv: 'Selangor',
    receiverCity: 'Petaling Jaya',
    receiverAddress: 'No. 8, Jalan 14/22, Seksyen 14',
    goodsName: 'Baju kurung',
    goodsType: 'APPAREL',
    brandName: 'Jakel',
    goodsNumber: 1,
    declaredValue: 180,
    weightKg: 1.5,
  },
  {
    receiverName: 'Tan Wei Ming',
    receiverTel: '019-455 2210',
    receiverPostcode: '05000',
    receiverProv: 'Kedah',
    receiverCity: 'Alor Setar',
    receiverAddress: '23, Jalan Tunku Ibrahim',
    goodsName: 'Books',
    goodsType: 'BOOKS',
    brandName: 'MPH',
    goodsNumber: 3,
    declaredValue: 120,
    weightKg: 2,
    packageCount: 1,
    goodsValue: 120,
    cod: 0,
    orderCode: 'SO-1002',
    expressType: 'EZ',
    serveType: 'DROP OFF',
    payMethod: 'PP_PM',
  },
];

/**
 * The orders sheet: bold frozen headers (required ones marked *), phone, postcode and order code
 * kept as text so Excel keeps a leading 0, drop-downs for the code columns. `extra` columns go
 * before the template's (the error file's row number and problem).
 */
export function addOrderSheet(workbook: ExcelJS.Workbook, lang: Lang, extra: { header: string; width: number }[] = []): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(text('orderTemplateSheet', lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...extra.map((e) => ({ header: e.header, width: e.width })),
    ...ORDER_IMPORT_COLUMNS.map((c) => ({ header: headerOf(c, lang), width: c.width, style: c.text ? { numFmt: '@' } : {} })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  ORDER_IMPORT_COLUMNS.forEach((c, i) => {
    if (!c.allowed) return;
    const letter = sheet.getColumn(extra.length + i + 1).letter;
    (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations.add(
      `${letter}2:${letter}1001`,
      { type: 'list', allowBlank: true, showErrorMessage: false, formulae: [`"${c.allowed.join(',')}"`] },
    );
  });
  return sheet;
}

/** The hidden sheet that says which template, in which version, a file was made from. */
export function addOrderTemplateMarker(workbook: ExcelJS.Workbook): void {
  workbook.addWorksheet(ORDER_TEMPLATE_MARKER.sheet, { state: 'veryHidden' }).addRow([ORDER_TEMPLATE_MARKER.kind, ORDER_TEMPLATE_VERSION]);
}

/**
 * innerOrderTempDownload.do: the orders sheet with two example rows (delete them before uploading,
 * or they become orders), a second sheet of each coded column's allowed values with the rules, and
 * the hidden marker.
 */
export async function orderTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addOrderSheet(workbook, lang);
  for (const [i, example] of EXAMPLES.entries())
    writeTextRow(
      sheet.getRow(i + 2),
      ORDER_IMPORT_COLUMNS.map((c) => example[c.field]),
    );
  const values = workbook.addWorksheet(text('orderTemplateValuesSheet', lang));
  const coded = ORDER_IMPORT_COLUMNS.filter((c) => c.allowed);
  values.columns = coded.map((c) => ({ header: headerOf(c, lang), width: 18 }));
  values.getRow(1).font = { bold: true };
  const longest = Math.max(...coded.map((c) => c.allowed!.length));
  for (let r = 0; r < longest; r++)
    writeTextRow(
      values.getRow(r + 2),
      coded.map((c) => c.allowed![r]),
    );
  writeTextRow(values.getRow(longest + 3), [text('orderTemplateGuide', lang)]);
  addOrderTemplateMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
