import type { InvoiceParty, IssuedInvoice } from '@portal/shared/invoice';
import { PAID_INVOICE_KINDS } from '@portal/shared/invoice';
import { formatRinggit, SST_PERCENT } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import PDFDocument from 'pdfkit';
import { A4_MARGIN as M, A4 as PAGE, A4_TEXT_WIDTH as W } from '../../lib/a4-page.ts';
import { fitLine, registerLabelFonts } from '../labels/service.ts';

/** The invoice's words in the reader's language (messages `invoice*`). */
export type InvoiceTexts = Record<
  | 'title'
  | 'invoiceNo'
  | 'date'
  | 'document'
  | 'supplier'
  | 'buyer'
  | 'tin'
  | 'brn'
  | 'sstNo'
  | 'colNo'
  | 'colDescription'
  | 'colAmount'
  | 'colSst'
  | 'colTotal'
  | 'subtotal'
  | 'sstTotal'
  | 'grandTotal'
  | 'paidNote'
  | 'accountNote'
  | 'page',
  (params?: Record<string, string | number>) => string
>;

const ROW = 15;
/** Where the first page's lines start (below supplier, title and buyer) and where every page's lines end. */
const FIRST_TOP = 300;
const NEXT_TOP = M + 60;
const BOTTOM = PAGE.h - M - 30;
/** What the totals and the note take below the last line. */
const TOTALS_H = 90;

/** Columns: number, description, amount, SST, total (x and width in points). */
const COLS = {
  no: [M, 30],
  desc: [M + 34, W - 34 - 3 * 82],
  amount: [M + W - 3 * 82, 78],
  sst: [M + W - 2 * 82, 78],
  total: [M + W - 82, 82],
} as const;

const amount = (sen: number) => formatRinggit(sen).replace('RM ', '');
const rowsPerPage = (top: number) => Math.floor((BOTTOM - top) / ROW);

/** How the lines fall on pages: the first page holds fewer (the parties above); the totals need room on the last. */
export function invoicePages(lineCount: number): number[] {
  const pages: number[] = [];
  let left = lineCount;
  let top = FIRST_TOP;
  do {
    const room = rowsPerPage(top);
    const take = Math.min(left, room);
    pages.push(take);
    left -= take;
    // The totals go on the page of the last line when they fit, else on a page of their own.
    if (left === 0 && top + take * ROW + TOTALS_H > BOTTOM) pages.push(0);
    top = NEXT_TOP;
  } while (left > 0);
  return pages;
}

function party(doc: PDFKit.PDFDocument, p: InvoiceParty, t: InvoiceTexts, x: number, y: number, w: number, heading: string): void {
  fitLine(doc, heading, 'bold', x, y, w, 8, { color: '#555555' });
  fitLine(doc, p.code ? `${p.name} (${p.code})` : p.name, 'bold', x, y + 14, w, 11);
  let line = y + 28;
  for (const text of [
    p.address,
    [p.phone, p.email].filter(Boolean).join('  ·  '),
    `${t.tin()}: ${p.tin ?? '-'}   ${t.brn()}: ${p.brn ?? '-'}`,
    `${t.sstNo()}: ${p.sstNo ?? '-'}`,
  ]) {
    if (text) fitLine(doc, text, 'regular', x, line, w, 8.5, { minSize: 6 });
    line += 12;
  }
}

function tableHead(doc: PDFKit.PDFDocument, t: InvoiceTexts, top: number): void {
  doc.rect(M, top - 12, W, ROW + 2).fill('#eeeeee');
  doc.fillColor('black');
  const heads: [keyof typeof COLS, string, 'left' | 'right'][] = [
    ['no', t.colNo(), 'left'],
    ['desc', t.colDescription(), 'left'],
    ['amount', t.colAmount(), 'right'],
    ['sst', t.colSst({ percent: SST_PERCENT }), 'right'],
    ['total', t.colTotal(), 'right'],
  ];
  for (const [col, text, align] of heads) fitLine(doc, text, 'bold', COLS[col][0], top, COLS[col][1], 8, { align, minSize: 6 });
}

/** One invoice from a new page: supplier, title and number, buyer, lines over as many pages as they take, totals. */
function drawInvoice(doc: PDFKit.PDFDocument, inv: IssuedInvoice, t: InvoiceTexts): void {
  const pages = invoicePages(inv.lines.length);
  let line = 0;
  pages.forEach((count, index) => {
    doc.addPage();
    const top = index === 0 ? FIRST_TOP : NEXT_TOP;
    if (index === 0) {
      party(doc, inv.supplier, t, M, M + 10, W * 0.58, t.supplier());
      fitLine(doc, t.title(), 'bold', M + W * 0.6, M + 24, W * 0.4, 20, { align: 'right' });
      fitLine(doc, `${t.invoiceNo()}: ${inv.invoiceNo}`, 'bold', M + W * 0.6, M + 44, W * 0.4, 10, { align: 'right' });
      fitLine(doc, `${t.date()}: ${malaysiaTime(new Date(inv.issuedAt))}`, 'regular', M + W * 0.6, M + 58, W * 0.4, 9, { align: 'right' });
      fitLine(doc, `${t.document()}: ${inv.documentRef}`, 'regular', M + W * 0.6, M + 72, W * 0.4, 9, { align: 'right' });
      doc
        .moveTo(M, M + 110)
        .lineTo(M + W, M + 110)
        .lineWidth(0.5)
        .stroke();
      party(doc, inv.buyer, t, M, M + 128, W * 0.7, t.buyer());
    } else {
      fitLine(doc, `${inv.supplier.name}  ·  ${t.invoiceNo()}: ${inv.invoiceNo}`, 'bold', M, M + 20, W, 10);
    }
    tableHead(doc, t, top - 4);
    let y = top + ROW;
    for (let i = 0; i < count; i++, line++, y += ROW) {
      const l = inv.lines[line]!;
      fitLine(doc, String(l.lineNo), 'regular', COLS.no[0], y, COLS.no[1], 8);
      fitLine(doc, l.description, 'regular', COLS.desc[0], y, COLS.desc[1], 8, { minSize: 6 });
      fitLine(doc, amount(l.amountSen), 'regular', COLS.amount[0], y, COLS.amount[1], 8, { align: 'right' });
      fitLine(doc, amount(l.sstSen), 'regular', COLS.sst[0], y, COLS.sst[1], 8, { align: 'right' });
      fitLine(doc, amount(l.totalSen), 'regular', COLS.total[0], y, COLS.total[1], 8, { align: 'right' });
    }
    if (index === pages.length - 1) {
      const box = y + 4;
      doc
        .moveTo(M, box - 10)
        .lineTo(M + W, box - 10)
        .lineWidth(0.5)
        .stroke();
      const label = (text: string, at: number, face: 'regular' | 'bold', size: number) =>
        fitLine(doc, text, face, M + W - 300, at, 210, size, { align: 'right' });
      const figure = (sen: number, at: number, face: 'regular' | 'bold', size: number) =>
        fitLine(doc, amount(sen), face, COLS.total[0], at, COLS.total[1], size, { align: 'right' });
      label(t.subtotal(), box + 6, 'regular', 9);
      figure(inv.amountSen, box + 6, 'regular', 9);
      label(t.sstTotal({ percent: SST_PERCENT }), box + 20, 'regular', 9);
      figure(inv.sstSen, box + 20, 'regular', 9);
      label(t.grandTotal(), box + 38, 'bold', 11);
      figure(inv.totalSen, box + 38, 'bold', 11);
      fitLine(doc, PAID_INVOICE_KINDS.includes(inv.documentKind) ? t.paidNote() : t.accountNote(), 'regular', M, box + 62, W, 8, {
        minSize: 6,
        color: '#555555',
      });
    }
    fitLine(doc, t.page({ n: index + 1, of: pages.length }), 'regular', M, PAGE.h - M, W, 8, { align: 'right', color: '#555555' });
  });
}

/** Invoices into one A4 PDF, each from a new page, in the order given. */
export async function renderInvoices(list: IssuedInvoice[], t: InvoiceTexts): Promise<Buffer> {
  if (list.length === 0) throw new RangeError('renderInvoices needs at least one invoice');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: list.length === 1 ? `Invoice ${list[0]!.invoiceNo}` : `Invoices (${list.length})`, Creator: list[0]!.supplier.name },
  });
  registerLabelFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const inv of list) {
    drawInvoice(doc, inv, t);
    // A long batch lets other requests through between invoices.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
