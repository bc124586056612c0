import { describe, expect, it } from 'vitest';
import { addressParts, COURIER_CLASSIFICATION, eInvoiceIssues, SERVICE_TAX_TYPE, toMyInvois } from './e-invoice.ts';
import { exactPriceParts, type IssuedInvoice } from './invoice.ts';
import { splitSstInclusive } from './money.ts';

const invoice = (over: Partial<IssuedInvoice> = {}): IssuedInvoice => ({
  invoiceNo: 'INV2026000042',
  issuedAt: '2026-11-26T03:15:00.000Z',
  documentKind: 'CASH_BILL',
  documentRef: 'CB-MY10001-20261126',
  supplier: {
    name: 'Kurier Ekspres Malaysia Sdn Bhd',
    tin: 'C20880123450',
    brn: '201901012345',
    sstNo: 'W10-1808-32000123',
    address: 'Lot 3, Jalan Pelabuhan Utara, 42000 Pelabuhan Klang, Selangor',
    phone: '+60331234567',
    email: 'billing@kurier.example.my',
    msic: { code: '53200', name: 'Courier activities' },
  },
  buyer: {
    name: 'Demo Trading Sdn Bhd',
    tin: 'C24567890120',
    brn: '202101012345',
    sstNo: null,
    address: 'No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor',
    phone: '03-5632 1188',
    email: 'ops@demotrading.com.my',
    code: 'MY10001',
  },
  lines: [
    { lineNo: 1, itemRef: 'MY0000001', description: 'EZ MY0000001', quantity: 1, amountSen: 1000, sstSen: 60, totalSen: 1060 },
    { lineNo: 2, itemRef: 'MY0000002', description: 'EZ MY0000002', quantity: 1, amountSen: 849, sstSen: 51, totalSen: 900 },
  ],
  amountSen: 1849,
  sstSen: 111,
  totalSen: 1960,
  ...over,
});

describe('SST', () => {
  it('splits an SST-inclusive amount into a taxable part and 6% SST that add up, half away from zero', () => {
    for (const total of [1, 99, 106, 900, 1060, 123_457, 68_182]) {
      const { amountSen, sstSen } = splitSstInclusive(total);
      expect(amountSen + sstSen).toBe(total);
      // The tax is 6% of the taxable part to within a sen.
      expect(Math.abs(Math.round((amountSen * 6) / 100) - sstSen)).toBeLessThanOrEqual(1);
      expect(splitSstInclusive(-total)).toEqual({ amountSen: 0 - amountSen, sstSen: 0 - sstSen });
    }
    expect(splitSstInclusive(1060)).toEqual({ amountSen: 1000, sstSen: 60 });
    expect(splitSstInclusive(53)).toEqual({ amountSen: 50, sstSen: 3 }); // 50.0 exactly
    expect(splitSstInclusive(1)).toEqual({ amountSen: 1, sstSen: 0 }); // 0.943 sen
    expect(splitSstInclusive(64_323)).toEqual({ amountSen: 60_682, sstSen: 3_641 }); // 60,682.08
    expect(splitSstInclusive(0)).toEqual({ amountSen: 0, sstSen: 0 });
  });
});

describe('MyInvois document', () => {
  it('reads a Malaysian address into postcode, town and state code', () => {
    expect(addressParts('No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor')).toMatchObject({
      postcode: '47500',
      city: 'Subang Jaya',
      stateCode: '10',
    });
    expect(addressParts('Lot 5, Jalan Johor, 88000 Kota Kinabalu, Sabah').stateCode).toBe('12');
  });

  it('has every field LHDN requires: parties with TIN, BRN, SST, address; tax type, classification, totals', () => {
    expect(eInvoiceIssues(invoice())).toEqual([]);
    const doc = toMyInvois(invoice()).Invoice[0]!;
    expect(doc.ID[0]!._).toBe('INV2026000042');
    expect(doc.IssueDate[0]!._).toBe('2026-11-26');
    expect(doc.IssueTime[0]!._).toBe('03:15:00Z');
    expect(doc.InvoiceTypeCode[0]).toEqual({ _: '01', listVersionID: '1.0' });
    const supplier = doc.AccountingSupplierParty[0]!.Party[0]!;
    expect(supplier.IndustryClassificationCode?.[0]?._).toBe('53200');
    expect(supplier.PartyIdentification.map((p) => [p.ID[0]!.schemeID, p.ID[0]!._])).toEqual([
      ['TIN', 'C20880123450'],
      ['BRN', '201901012345'],
      ['SST', 'W10-1808-32000123'],
      ['TTX', 'NA'],
    ]);
    const buyer = doc.AccountingCustomerParty[0]!.Party[0]!;
    expect(buyer.PartyIdentification[0]!.ID[0]).toEqual({ _: 'C24567890120', schemeID: 'TIN' });
    // A buyer not registered for SST says NA, as MyInvois asks.
    expect(buyer.PartyIdentification[2]!.ID[0]!._).toBe('NA');
    expect(buyer.PostalAddress[0]!.CountrySubentityCode[0]!._).toBe('10');
    expect(doc.TaxTotal[0]!.TaxAmount[0]).toEqual({ _: 1.11, currencyID: 'MYR' });
    expect(doc.TaxTotal[0]!.TaxSubtotal[0]!.TaxCategory[0]!.ID[0]!._).toBe(SERVICE_TAX_TYPE);
    expect(doc.LegalMonetaryTotal[0]!.TaxExclusiveAmount[0]!._).toBe(18.49);
    expect(doc.LegalMonetaryTotal[0]!.PayableAmount[0]!._).toBe(19.6);
    expect(doc.InvoiceLine).toHaveLength(2);
    const line = doc.InvoiceLine[1]!;
    expect(line.Item[0]!.CommodityClassification[0]!.ItemClassificationCode[0]).toEqual({ _: COURIER_CLASSIFICATION, listID: 'CLASS' });
    expect(line.TaxTotal[0]!.TaxSubtotal[0]!.Percent[0]!._).toBe(6);
    expect(line.LineExtensionAmount[0]!._).toBe(8.49);
  });

  it('names what is missing: a buyer without TIN or BRN, an unknown state, totals that do not add up', () => {
    const bare = invoice({ buyer: { ...invoice().buyer, tin: null, brn: '12345', address: 'Somewhere far' } });
    expect(eInvoiceIssues(bare)).toEqual(['buyer.tin', 'buyer.brn', 'buyer.postcode', 'buyer.city', 'buyer.state']);
    expect(eInvoiceIssues(invoice({ supplier: { ...invoice().supplier, sstNo: null, msic: undefined } }))).toEqual([
      'supplier.sstNo',
      'supplier.msic',
    ]);
    expect(eInvoiceIssues(invoice({ sstSen: 110 }))).toEqual(['sstSen', 'totalSen']);
    expect(eInvoiceIssues(invoice({ lines: [], amountSen: 0, sstSen: 0, totalSen: 0 }))).toEqual(['lines']);
  });

  it('writes every telephone in the international form and the e-mail on file', () => {
    const doc = toMyInvois(invoice()).Invoice[0]!;
    const supplier = doc.AccountingSupplierParty[0]!.Party[0]!.Contact[0]!;
    const buyer = doc.AccountingCustomerParty[0]!.Party[0]!.Contact[0]!;
    expect(supplier).toEqual({ Telephone: [{ _: '+60331234567' }], ElectronicMail: [{ _: 'billing@kurier.example.my' }] });
    expect(buyer).toEqual({ Telephone: [{ _: '+60356321188' }], ElectronicMail: [{ _: 'ops@demotrading.com.my' }] });
    const noEmail = toMyInvois(invoice({ buyer: { ...invoice().buyer, email: null } })).Invoice[0]!;
    expect(noEmail.AccountingCustomerParty[0]!.Party[0]!.Contact[0]).toEqual({ Telephone: [{ _: '+60356321188' }] });
    expect(eInvoiceIssues(invoice({ buyer: { ...invoice().buyer, phone: 'ask reception', email: 'ops at demo' } }))).toEqual([
      'buyer.phone',
      'buyer.email',
    ]);
  });
});

describe('exact unit prices', () => {
  const sen = (value: number) => Math.round(value * 100);

  it('splits a line that no unit price makes, the parts adding up to it exactly', () => {
    const line = { itemRef: 'MS/EZ', quantity: 2, amountSen: 1_509, sstSen: 91 };
    expect(exactPriceParts(line)).toEqual([
      { itemRef: 'MS/EZ', quantity: 1, amountSen: 754, sstSen: 45 },
      { itemRef: 'MS/EZ#2', quantity: 1, amountSen: 755, sstSen: 46 },
    ]);
    for (const [quantity, amountSen, sstSen] of [
      [3, 1_000, 60],
      [7, 100_001, 6_000],
      [2, -1_509, -91],
      [5, 3, 0],
      [12, 1_200, 72],
      [1, 999, 60],
      [4, 0, 0],
    ] as const) {
      const parts = exactPriceParts({ itemRef: 'x', quantity, amountSen, sstSen });
      expect(parts.length).toBe(amountSen % quantity === 0 ? 1 : 2);
      expect(parts.reduce((s, p) => s + p.quantity, 0)).toBe(quantity);
      expect(parts.reduce((s, p) => s + p.amountSen, 0)).toBe(amountSen);
      expect(parts.reduce((s, p) => s + p.sstSen, 0)).toBe(sstSen);
      for (const p of parts) expect(Math.abs(p.amountSen % p.quantity)).toBe(0);
    }
  });

  it('gives every line of the document unit price x quantity = its amount to the sen, and totals summed from lines', () => {
    // Issued before lines were split: the document splits it the same way.
    const stored = invoice({
      lines: [
        { lineNo: 1, itemRef: 'MS/EZ', description: 'EZ, shipments: 2', quantity: 2, amountSen: 1_509, sstSen: 91, totalSen: 1_600 },
        { lineNo: 2, itemRef: 'MS/EX', description: 'EX, shipments: 3', quantity: 3, amountSen: 1_000, sstSen: 60, totalSen: 1_060 },
        { lineNo: 3, itemRef: 'MS/CN', description: 'Credit notes (1)', quantity: 1, amountSen: -472, sstSen: -28, totalSen: -500 },
      ],
      amountSen: 2_037,
      sstSen: 123,
      totalSen: 2_160,
    });
    expect(eInvoiceIssues(stored)).toEqual([]);
    const doc = toMyInvois(stored).Invoice[0]!;
    expect(doc.InvoiceLine.map((l) => [l.ID[0]!._, l.InvoicedQuantity[0]!._, l.Price[0]!.PriceAmount[0]!._])).toEqual([
      ['1', 1, 7.54],
      ['2', 1, 7.55],
      ['3', 2, 3.33],
      ['4', 1, 3.34],
      ['5', 1, -4.72],
    ]);
    for (const l of doc.InvoiceLine) {
      const subtotal = sen(l.Price[0]!.PriceAmount[0]!._ as number) * (l.InvoicedQuantity[0]!._ as number);
      expect(sen(l.ItemPriceExtension[0]!.Amount[0]!._ as number)).toBe(subtotal);
      expect(sen(l.LineExtensionAmount[0]!._ as number)).toBe(subtotal);
      expect(sen(l.TaxTotal[0]!.TaxSubtotal[0]!.TaxableAmount[0]!._ as number)).toBe(subtotal);
    }
    const total = (pick: (l: (typeof doc.InvoiceLine)[number]) => number) => doc.InvoiceLine.reduce((s, l) => s + sen(pick(l)), 0);
    const net = total((l) => l.LineExtensionAmount[0]!._ as number);
    const tax = total((l) => l.TaxTotal[0]!.TaxAmount[0]!._ as number);
    expect([net, tax]).toEqual([2_037, 123]);
    const sums = doc.LegalMonetaryTotal[0]!;
    expect(
      [sums.LineExtensionAmount, sums.TaxExclusiveAmount, sums.TaxInclusiveAmount, sums.PayableAmount].map((a) => sen(a[0]!._ as number)),
    ).toEqual([net, net, net + tax, net + tax]);
    expect(sen(doc.TaxTotal[0]!.TaxAmount[0]!._ as number)).toBe(tax);
    expect(sen(doc.TaxTotal[0]!.TaxSubtotal[0]!.TaxableAmount[0]!._ as number)).toBe(net);
  });

  it('names a line that cannot be a MyInvois line: no whole quantity, a total that is not amount and SST', () => {
    const [a, b] = invoice().lines;
    expect(
      eInvoiceIssues(
        invoice({
          lines: [
            { ...a!, quantity: 0 },
            { ...b!, totalSen: 901 },
          ],
        }),
      ),
    ).toEqual(['lines.0.quantity', 'lines.1.totalSen']);
  });
});
