import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IssuedInvoice } from '@portal/shared/invoice';
import { translate } from '@portal/shared/messages';
import { splitSstInclusive } from '@portal/shared/money';
import { describe, expect, it } from 'vitest';
import { invoicePages, renderInvoices } from './invoice-pdf.ts';
import { invoiceTexts } from './invoice-texts.ts';

const party = { tin: 'C20880123450', brn: '201901012345', sstNo: 'W10-1808-32000123', phone: '+60331234567', email: null };
function invoice(lineCount: number): IssuedInvoice {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    lineNo: i + 1,
    itemRef: `W${i + 1}`,
    description: `Courier service EZ, waybill W${i + 1}`,
    quantity: 1,
    ...splitSstInclusive(1_060),
    totalSen: 1_060,
  }));
  return {
    invoiceNo: 'INV2026000007',
    issuedAt: '2026-11-26T03:00:00.000Z',
    documentKind: 'CASH_BILL',
    documentRef: 'CB-MY10001-20261125',
    supplier: { name: 'Kurier Ekspres Malaysia Sdn Bhd', address: 'Lot 3, 42000 Pelabuhan Klang, Selangor', ...party },
    buyer: { name: '陈氏贸易 Tan Trading', address: 'No. 1, 47500 Subang Jaya, Selangor', ...party, code: 'MY10009' },
    lines,
    amountSen: 1_000 * lineCount,
    sstSen: 60 * lineCount,
    totalSen: 1_060 * lineCount,
  };
}

const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(join(dir, 'i.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'i.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('invoice PDF', () => {
  it('puts every line on a page once, and the totals where they fit', () => {
    for (const n of [1, 16, 17, 60, 61, 1_000]) {
      const pages = invoicePages(n);
      expect(
        pages.reduce((s, c) => s + c, 0),
        String(n),
      ).toBe(n);
      expect(pages.slice(0, -1).every((c) => c > 0)).toBe(true);
    }
  });

  it('prints the parties, every line, SST and the total, in the reader’s language, page after page', async () => {
    const inv = invoice(120);
    const pdf = await renderInvoices([inv], invoiceTexts(translate, 'en'));
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBe(invoicePages(120).length);
    const text = pdfText(pdf);
    for (const expected of [
      'INVOICE',
      'INV2026000007',
      '陈氏贸易 Tan Trading (MY10009)',
      'waybill W1 ',
      'waybill W120',
      `Page ${pages} of ${pages}`,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Service tax \(SST\) 6%\s+72\.00/);
    expect(text).toMatch(/Total \(RM\)\s+1,272\.00/);
    const zh = pdfText(await renderInvoices([invoice(1)], invoiceTexts(translate, 'zh')));
    expect(zh).toContain('发票');
    expect(zh).toContain('服务税 SST 6%');
  });
});
