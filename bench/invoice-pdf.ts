import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { COURIER_MSIC } from '@portal/shared/e-invoice';
import type { IssuedInvoice } from '@portal/shared/invoice';
import { translate } from '@portal/shared/messages';
import { splitSstInclusive } from '@portal/shared/money';
import PDFDocument from 'pdfkit';
import { invoicePages, renderInvoices } from '../apps/server/src/modules/invoices/invoice-pdf.ts';
import { invoiceTexts } from '../apps/server/src/modules/invoices/invoice-texts.ts';
import { machine, today, writeSection } from './lib/report.ts';

const LINES = 1_000;

/** A busy cash day: 1,000 shipments on one invoice, prices from RM 6.50 to RM 60, a few products. */
function bigInvoice(): IssuedInvoice {
  const lines = Array.from({ length: LINES }, (_, i) => {
    const totalSen = 650 + ((i * 1_237) % 5_350);
    const waybillNo = String(600_000_000_000 + i * 11);
    return {
      lineNo: i + 1,
      itemRef: waybillNo,
      description: `Courier service ${['EZ', 'EX', 'SF'][i % 3]}, waybill ${waybillNo}`,
      quantity: 1,
      ...splitSstInclusive(totalSen),
      totalSen,
    };
  });
  const amountSen = lines.reduce((s, l) => s + l.amountSen, 0);
  const sstSen = lines.reduce((s, l) => s + l.sstSen, 0);
  return {
    invoiceNo: 'INV2026000001',
    issuedAt: '2026-11-26T03:00:00.000Z',
    documentKind: 'CASH_BILL',
    documentRef: 'CB-MY10001-20261125',
    supplier: {
      name: 'Kurier Ekspres Malaysia Sdn Bhd',
      tin: 'C20880123450',
      brn: '201901012345',
      sstNo: 'W10-1808-32000123',
      address: 'Lot 3, Jalan Pelabuhan Utara, 42000 Pelabuhan Klang, Selangor',
      phone: '+60331234567',
      email: 'billing@kurier.example.my',
      msic: COURIER_MSIC,
    },
    buyer: {
      name: 'Demo Trading Sdn Bhd',
      tin: 'C24567890120',
      brn: '202101012345',
      sstNo: null,
      address: 'No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor',
      phone: '03-5632 1188',
      email: null,
      code: 'MY10001',
    },
    lines,
    amountSen,
    sstSen,
    totalSen: amountSen + sstSen,
  };
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

/**
 * The floor: bare pdfkit drawing the same invoice on the same A4 pages (the page breaks the portal
 * computes), the same fonts read once outside the timing, the same texts at the same places and
 * sizes, the amounts formatted with toFixed: what it leaves out is the portal's measuring to
 * right-align and fit each cell.
 */
async function floorPdf(inv: IssuedInvoice, fonts: { regular: Buffer; bold: Buffer }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const text = (s: string, face: 'regular' | 'bold', size: number, x: number, y: number) =>
    doc.font(face).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false, baseline: 'alphabetic' });
  const rm = (sen: number) => (sen / 100).toFixed(2);
  const [M, W] = [42.5, 510.28];
  let line = 0;
  const pages = invoicePages(inv.lines.length);
  pages.forEach((count, index) => {
    doc.addPage();
    const top = index === 0 ? 300 : M + 60;
    if (index === 0) {
      for (const [i, p] of [inv.supplier, inv.buyer].entries()) {
        const y = M + 10 + i * 118;
        text(i ? 'Bill to' : 'Supplier', 'bold', 8, M, y);
        text(p.name, 'bold', 11, M, y + 14);
        text(p.address, 'regular', 8.5, M, y + 28);
        text(`${p.phone ?? ''}  ${p.email ?? ''}`, 'regular', 8.5, M, y + 40);
        text(`TIN: ${p.tin}   BRN: ${p.brn}`, 'regular', 8.5, M, y + 52);
        text(`SST reg. no.: ${p.sstNo ?? '-'}`, 'regular', 8.5, M, y + 64);
      }
      text('INVOICE', 'bold', 20, M + W * 0.8, M + 24);
      text(`Invoice no.: ${inv.invoiceNo}`, 'bold', 10, M + W * 0.6, M + 44);
      text(`Date: ${inv.issuedAt}`, 'regular', 9, M + W * 0.6, M + 58);
      text(`Bill: ${inv.documentRef}`, 'regular', 9, M + W * 0.6, M + 72);
      doc
        .moveTo(M, M + 110)
        .lineTo(M + W, M + 110)
        .lineWidth(0.5)
        .stroke();
    } else text(`${inv.supplier.name}  ·  Invoice no.: ${inv.invoiceNo}`, 'bold', 10, M, M + 20);
    doc.rect(M, top - 16, W, 17).fill('#eeeeee');
    for (const [s, x] of [
      ['No.', M],
      ['Description', M + 34],
      ['Amount (excl. SST)', M + W - 246],
      ['SST 6%', M + W - 164],
      ['Total', M + W - 82],
    ] as const)
      text(s, 'bold', 8, x, top - 4);
    let y = top + 15;
    for (let i = 0; i < count; i++, line++, y += 15) {
      const l = inv.lines[line]!;
      text(String(l.lineNo), 'regular', 8, M, y);
      text(l.description, 'regular', 8, M + 34, y);
      text(rm(l.amountSen), 'regular', 8, M + W - 200, y);
      text(rm(l.sstSen), 'regular', 8, M + W - 120, y);
      text(rm(l.totalSen), 'regular', 8, M + W - 40, y);
    }
    if (index === pages.length - 1) {
      text('Subtotal (excl. SST)', 'regular', 9, M + W - 300, y + 10);
      text(rm(inv.amountSen), 'regular', 9, M + W - 50, y + 10);
      text('Service tax (SST) 6%', 'regular', 9, M + W - 300, y + 24);
      text(rm(inv.sstSen), 'regular', 9, M + W - 50, y + 24);
      text('Total (RM)', 'bold', 11, M + W - 300, y + 42);
      text(rm(inv.totalSen), 'bold', 11, M + W - 60, y + 42);
      text('Paid in cash or from the prepaid wallet. This is a computer-generated invoice.', 'regular', 8, M, y + 66);
    }
    text(`Page ${index + 1} of ${pages.length}`, 'regular', 8, M + W - 60, 841.89 - M);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A 1,000-line invoice with renderInvoices against the floor, alternating `rounds` times after a warm-up of each. */
export async function reportInvoicePdf(opts: { rounds: number; command: string }): Promise<void> {
  const load = loadavg()[0]!.toFixed(2);
  const invoice = bigInvoice();
  const pages = invoicePages(LINES).length;
  const fonts = { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  const texts = invoiceTexts(translate, 'en');
  const sizes = { floor: 0, portal: 0 };
  const run = async (which: 'floor' | 'portal') => {
    const started = performance.now();
    const pdf = which === 'floor' ? await floorPdf(invoice, fonts) : await renderInvoices([invoice], texts);
    const ms = performance.now() - started;
    if (pageCount(pdf) !== pages) throw new Error(`the ${which} made ${pageCount(pdf)} pages, not ${pages}`);
    sizes[which] = pdf.length;
    return Math.round(ms);
  };
  await run('floor');
  await run('portal');
  const floor: number[] = [];
  const portal: number[] = [];
  for (let i = 1; i <= opts.rounds; i++) {
    floor.push(await run('floor'));
    portal.push(await run('portal'));
    console.log(`invoice-pdf round ${i}: floor ${floor.at(-1)} ms, portal ${portal.at(-1)} ms`);
  }
  const floorMs = median(floor);
  const portalMs = median(portal);
  const ratio = portalMs / floorMs;
  const verdict = (ok: boolean) => (ok ? 'meets the bar' : '**misses the bar**');
  const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;
  writeSection(
    'invoice-pdf',
    `## Invoice PDF: 1,000 lines

Bar (issue 17): a 1,000-line invoice PDF in <= 2 s; the floor is bare pdfkit drawing the same lines.

Measured ${today()} on ${machine()}, with \`${opts.command}\`, in the bench process (no server, no database). **Portal**:
\`renderInvoices\` (\`apps/server/src/modules/invoices\`) on one invoice of ${LINES.toLocaleString('en')} shipment lines (A4, ${pages} pages): supplier
and buyer with TIN, BRN and SST numbers, a lines table repeated on each page, totals, page numbers, every text fitted to
its cell (measured, right-aligned, shrunk or cut) in Noto Sans SC. **Floor**: bare pdfkit drawing the same texts at the
same places and sizes on the same pages, fonts read once outside the timing, amounts with toFixed, no measuring
(\`floorPdf\` in \`bench/invoice-pdf.ts\`). Both check the page count. After a warm-up of each, floor and portal
alternate ${opts.rounds} times. The machine is shared: its load average was ${load} when the run began.

| | median | worst | PDF size |
|---|---|---|---|
| floor | ${floorMs} ms | ${Math.max(...floor)} ms | ${kb(sizes.floor)} |
| portal | ${portalMs} ms | ${Math.max(...portal)} ms | ${kb(sizes.portal)} |

Portal median **${portalMs} ms** (${verdict(portalMs <= 2_000)} of 2 s), **${ratio.toFixed(2)}x** the floor.

Rounds: floor ${floor.join(', ')} ms; portal ${portal.join(', ')} ms.`,
  );
  console.table({ floorMs, portalMs, ratio: ratio.toFixed(2), pages });
}
