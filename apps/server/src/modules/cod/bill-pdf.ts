import type { CodBillLine, CodBillRow } from '@portal/shared/cod';
import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import PDFDocument from 'pdfkit';
import { A4_MARGIN as M, A4 as PAGE, A4_TEXT_WIDTH as W } from '../../lib/a4-page.ts';
import { fitLine, registerLabelFonts } from '../labels/service.ts';

/** The words of a COD bill in the reader's language. */
export type CodBillTexts = Record<
  | 'title'
  | 'billNo'
  | 'customer'
  | 'state'
  | 'period'
  | 'created'
  | 'bank'
  | 'reference'
  | 'waybillNo'
  | 'receiver'
  | 'signedAt'
  | 'collected'
  | 'fee'
  | 'net'
  | 'total'
  | 'page',
  (params?: Record<string, string | number>) => string
>;

export interface CodBillDocument {
  bill: CodBillRow;
  customer: { code: string; name: string };
  stateLabel: string;
  lines: CodBillLine[];
}

const ROW = 15;

/**
 * The COD bill as the shipper's accountant files it: who, which bill, its period and bank transfer,
 * one line per parcel (waybill, receiver, signed, collected, fee, net) and the totals, which are the
 * bill's own figures (the sums of its lines). Black only, any office printer.
 */
export async function renderCodBill(d: CodBillDocument, t: CodBillTexts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `COD bill ${d.bill.billNo}`, Creator: 'Courier Portal' },
  });
  registerLabelFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const cols = [
    { w: 110, text: t.waybillNo(), align: 'left' as const },
    { w: W - 110 - 100 - 3 * 70, text: t.receiver(), align: 'left' as const },
    { w: 100, text: t.signedAt(), align: 'left' as const },
    { w: 70, text: t.collected(), align: 'right' as const },
    { w: 70, text: t.fee(), align: 'right' as const },
    { w: 70, text: t.net(), align: 'right' as const },
  ];
  let y = 0;
  let page = 0;
  const row = (cells: string[], face: 'regular' | 'bold') => {
    let x = M;
    for (const [i, c] of cols.entries()) {
      fitLine(doc, cells[i] ?? '', face, x + 2, y + 11, c.w - 4, 8.5, { align: c.align });
      x += c.w;
    }
    doc
      .lineWidth(0.5)
      .moveTo(M, y + ROW)
      .lineTo(M + W, y + ROW)
      .stroke('black');
    y += ROW;
  };
  const header = () => {
    doc.addPage();
    page++;
    fitLine(doc, t.title(), 'bold', M, M + 18, W * 0.6, 18);
    fitLine(doc, `${t.billNo()}: ${d.bill.billNo}`, 'bold', M + W * 0.6, M + 18, W * 0.4, 10, { align: 'right' });
    fitLine(doc, t.page({ n: page }), 'regular', M + W * 0.6, M + 32, W * 0.4, 8, { align: 'right' });
    y = M + 40;
    if (page === 1) {
      const facts: [string, string][] = [
        [t.customer(), `${d.customer.name} (${d.customer.code})`],
        [t.state(), d.stateLabel],
        [t.period(), `${malaysiaTime(new Date(d.bill.periodFrom))} - ${malaysiaTime(new Date(d.bill.periodTo))}`],
        [t.created(), malaysiaTime(new Date(d.bill.createTime))],
        [t.bank(), [d.bill.bankName, d.bill.bankAccount].filter(Boolean).join(' ') || '-'],
        [t.reference(), d.bill.bankReference ?? '-'],
      ];
      for (const [label, value] of facts) {
        fitLine(doc, label, 'bold', M, y + 10, 110, 9);
        fitLine(doc, value, 'regular', M + 110, y + 10, W - 110, 9);
        y += 14;
      }
      y += 8;
    }
    doc
      .lineWidth(0.8)
      .moveTo(M, y)
      .lineTo(M + W, y)
      .stroke('black');
    row(
      cols.map((c) => c.text),
      'bold',
    );
  };
  header();
  for (const [i, l] of d.lines.entries()) {
    if (y + ROW > PAGE.h - M - ROW) header();
    row(
      [
        l.waybillNo,
        l.receiverName,
        l.signedAt ? malaysiaTime(new Date(l.signedAt)) : '',
        formatRinggit(l.collectedSen),
        formatRinggit(l.feeSen),
        formatRinggit(l.netSen),
      ],
      'regular',
    );
    // A long bill must not hold the event loop.
    if ((i + 1) % 200 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (y + ROW > PAGE.h - M) header();
  row(
    [t.total(), `${d.bill.parcels}`, '', formatRinggit(d.bill.collectedSen), formatRinggit(d.bill.feeSen), formatRinggit(d.bill.netSen)],
    'bold',
  );
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
