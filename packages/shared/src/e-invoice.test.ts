import { describe, expect, it } from 'vitest';
import { addressParts, COURIER_CLASSIFICATION, eInvoiceIssues, SERVICE_TAX_TYPE, toMyInvois } from './e-invoice.ts';
import { type IssuedInvoice, splitSstInclusive } from './invoice.ts';

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
    email: null,
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
});
