import { DO_IMPORT_COLUMNS } from '@portal/shared/delivery-order';
import type { Lang } from '@portal/shared/lang';
import { messages } from '@portal/shared/messages';
import ExcelJS from 'exceljs';

/** Two lines of one DO to a Giant DC: how a DO with several lines is written, one row a line. */
const EXAMPLE = [
  [
    'DO2026-0001',
    'Giant Hypermarket DC Shah Alam',
    '03-5123 4567',
    '40150',
    'Lot 2, Jalan Utarid U5/14, Seksyen U5',
    'SKU-1001',
    'Kettle 1.7L',
    24,
  ],
  [
    'DO2026-0001',
    'Giant Hypermarket DC Shah Alam',
    '03-5123 4567',
    '40150',
    'Lot 2, Jalan Utarid U5/14, Seksyen U5',
    'SKU-1002',
    'Rice cooker 1.8L',
    12,
  ],
];

/**
 * The DO import template: shipped headers in the caller's language (required ones marked *), phone
 * and postcode kept as text so Excel keeps their leading zero, and the example DO.
 */
export async function doTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.doTemplateSheet[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = DO_IMPORT_COLUMNS.map((c) => ({
    header: `${messages[c.label][lang]}${c.required ? '*' : ''}`,
    width: c.width,
    style: c.field === 'receiverTel' || c.field === 'receiverPostcode' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of EXAMPLE) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
