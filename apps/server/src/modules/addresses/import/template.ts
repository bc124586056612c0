import { ADDRESS_IMPORT_COLUMNS, ADDRESS_TEMPLATE_MARKER, ADDRESS_TEMPLATE_VERSION } from '@portal/shared/address-import';
import { IMPORT_MAX_ROWS } from '@portal/shared/excel-import';
import type { Lang } from '@portal/shared/lang';
import { type MessageKey, messages, translate } from '@portal/shared/messages';
import ExcelJS from 'exceljs';

/**
 * The template's texts are the shipped ones, not the administrator's wording: headers are matched
 * against the shipped labels in every language, so a template must always carry exactly those.
 */
const text = (key: MessageKey, lang: Lang, params?: Record<string, string | number>) => translate(key, lang, params);

const headerOf = (column: (typeof ADDRESS_IMPORT_COLUMNS)[number], lang: Lang): string =>
  `${messages[column.label][lang]}${column.required ? '*' : ''}`;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/**
 * The sheet people fill in: bold frozen headers (required ones marked *), phone and postcode kept
 * as text so Excel keeps their leading zero, and the states offered as a drop-down.
 * `extra` columns go before the template's (the error file's row number and problem).
 */
export function addAddressSheet(
  workbook: ExcelJS.Workbook,
  lang: Lang,
  states: readonly string[],
  extra: { header: string; width: number }[] = [],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(text('addressTemplateSheet', lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...extra.map((e) => ({ header: e.header, width: e.width })),
    ...ADDRESS_IMPORT_COLUMNS.map((c) => ({ header: headerOf(c, lang), width: c.width, style: c.text ? { numFmt: '@' } : {} })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const stateColumn = extra.length + ADDRESS_IMPORT_COLUMNS.findIndex((c) => c.field === 'prov') + 1;
  const letter = sheet.getColumn(stateColumn).letter;
  // A list, not a rule: a state typed in other letter case is still read correctly.
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations.add(
    `${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`,
    { type: 'list', allowBlank: true, showErrorMessage: false, formulae: [`"${states.join(',')}"`] },
  );
  return sheet;
}

/** The hidden sheet that says which template, in which version, a file was made from. */
export function addTemplateMarker(workbook: ExcelJS.Workbook): void {
  const marker = workbook.addWorksheet(ADDRESS_TEMPLATE_MARKER.sheet, { state: 'veryHidden' });
  marker.addRow([ADDRESS_TEMPLATE_MARKER.kind, ADDRESS_TEMPLATE_VERSION]);
}

/** Two real addresses, on the guide sheet only, so an untouched template imports nothing. */
const EXAMPLES = [
  ['Nur Aisyah binti Kamal', '012-777 8899', '47301', 'Selangor', 'Petaling Jaya', 'No. 8, Jalan 14/22, Seksyen 14'],
  ['Tan Wei Ming', '+6019-455 2210', '05000', 'Kedah', 'Alor Setar', '23, Jalan Tunku Ibrahim'],
];

/** The template in the caller's language: the address sheet, a guide with an example, the marker. */
export async function addressTemplate(lang: Lang, states: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheetName = text('addressTemplateSheet', lang);
  addAddressSheet(workbook, lang, states);
  const guide = workbook.addWorksheet(text('addressTemplateGuideSheet', lang));
  guide.columns = ADDRESS_IMPORT_COLUMNS.map((c) => ({ width: c.width }));
  guide.addRow([text('addressTemplateGuideSheet', lang)]).font = { bold: true, size: 14 };
  const lines: [MessageKey, Record<string, string | number>?][] = [
    ['addressTemplateGuideRows', { sheet: sheetName }],
    ['addressTemplateGuideLimits', { rows: IMPORT_MAX_ROWS }],
    ['addressTemplateGuideName'],
    ['addressTemplateGuidePhone'],
    ['addressTemplateGuidePlace'],
    ['addressTemplateGuideAddress'],
    ['addressTemplateGuideHeader'],
  ];
  for (const [key, params] of lines) guide.addRow([`• ${text(key, lang, params)}`]);
  guide.addRow([]);
  guide.addRow([text('addressTemplateGuideExample', lang)]).font = { bold: true };
  const exampleHeader = guide.addRow(ADDRESS_IMPORT_COLUMNS.map((c) => headerOf(c, lang)));
  exampleHeader.font = { bold: true };
  exampleHeader.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const example of EXAMPLES) guide.addRow(example);
  addTemplateMarker(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
