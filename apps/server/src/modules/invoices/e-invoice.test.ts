// The MyInvois document of every issued invoice, checked as LHDN's validator reads it (invoice v1.0,
// sdk.myinvois.hasil.gov.my/documents/invoice-v1-0 and its "mathematical mappings"): every mandatory
// field there, every telephone in E.164, and on every line unit price x quantity = subtotal = line
// amount to the sen, the totals summed from the lines. docs/decisions.md "What a MyInvois document carries".
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, invoiceLines, invoices, users } from '../../db/schema/index.ts';
import { issueInvoice } from './issue-invoice.ts';

let t: TestApp;
let demo: { customerId: number; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db
    .select({ customerId: customers.id, userId: users.id })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.loginCode, 'demo')));
  demo = row!;
});
afterAll(() => t.close());

type Node = Record<string, unknown>;
type Value = { _: string | number; [attribute: string]: string | number };
const one = (node: unknown, key: string): Node | undefined => ((node as Node | undefined)?.[key] as Node[] | undefined)?.[0];
const value = (node: unknown, key: string): Value | undefined => one(node, key) as Value | undefined;
const sen = (v: Value | undefined) => Math.round(Number(v?._) * 100);

/** What LHDN would refuse in a document: a mandatory field missing or empty, an amount not in MYR, sums that do not add up. */
function lhdnProblems(invoice: Node): string[] {
  const problems: string[] = [];
  const need = (node: unknown, path: string) => {
    let at: unknown = node;
    for (const key of path.split('.')) at = one(at, key);
    const text = (at as Value | undefined)?._;
    if (text === undefined || String(text).trim() === '') problems.push(path);
    return at as Value | undefined;
  };
  const amount = (node: unknown, path: string) => {
    const v = need(node, path);
    if (v && v.currencyID !== 'MYR') problems.push(`${path}@currencyID`);
    return sen(v);
  };
  for (const path of ['ID', 'IssueDate', 'IssueTime', 'InvoiceTypeCode', 'DocumentCurrencyCode']) need(invoice, path);
  if (value(invoice, 'InvoiceTypeCode')?.listVersionID !== '1.0') problems.push('InvoiceTypeCode@listVersionID');
  if (String(value(invoice, 'ID')?._).length > 50) problems.push('ID length');

  const party = (who: string, p: Node | undefined, supplier: boolean) => {
    if (!p) return problems.push(who);
    need(p, 'PartyLegalEntity.RegistrationName');
    const ids = ((p.PartyIdentification as Node[]) ?? []).map((n) => value(n, 'ID'));
    for (const scheme of ['TIN', 'BRN', 'SST', 'TTX'])
      if (!ids.some((id) => id?.schemeID === scheme && String(id._).trim())) problems.push(`${who}.${scheme}`);
    for (const path of ['PostalAddress.AddressLine.Line', 'PostalAddress.CityName', 'PostalAddress.CountrySubentityCode']) need(p, path);
    const country = value(one(p, 'PostalAddress'), 'Country') && value(one(one(p, 'PostalAddress'), 'Country'), 'IdentificationCode');
    if (country?._ !== 'MYS' || country.listID !== 'ISO3166-1' || country.listAgencyID !== '6') problems.push(`${who}.Country`);
    const phone = need(p, 'Contact.Telephone');
    if (!/^\+[1-9]\d{7,14}$/.test(String(phone?._))) problems.push(`${who}.Telephone E.164: ${phone?._}`);
    const email = value(one(p, 'Contact'), 'ElectronicMail');
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(email._))) problems.push(`${who}.ElectronicMail`);
    if (supplier) {
      const msic = value(p, 'IndustryClassificationCode');
      if (!/^\d{5}$/.test(String(msic?._)) || !msic?.name) problems.push(`${who}.MSIC`);
    }
  };
  party('supplier', one(one(invoice, 'AccountingSupplierParty'), 'Party'), true);
  party('buyer', one(one(invoice, 'AccountingCustomerParty'), 'Party'), false);

  const lines = (invoice.InvoiceLine as Node[] | undefined) ?? [];
  if (lines.length === 0) problems.push('InvoiceLine');
  let net = 0;
  let tax = 0;
  lines.forEach((line, i) => {
    const at = (path: string) => `InvoiceLine.${i}.${path}`;
    const classification = value(one(one(line, 'Item'), 'CommodityClassification'), 'ItemClassificationCode');
    if (!classification?._ || classification.listID !== 'CLASS') problems.push(at('ItemClassificationCode'));
    if (!need(line, 'Item.Description')) problems.push(at('Description'));
    const quantity = Number(value(line, 'InvoicedQuantity')?._ ?? 1);
    const unit = amount(line, 'Price.PriceAmount');
    const subtotal = amount(line, 'ItemPriceExtension.Amount');
    const lineNet = amount(line, 'LineExtensionAmount');
    const lineTax = amount(line, 'TaxTotal.TaxAmount');
    need(line, 'TaxTotal.TaxSubtotal.TaxCategory.ID');
    // Subtotal = unit price x quantity; total excluding tax = subtotal (no line discounts or charges).
    if (unit * quantity !== subtotal) problems.push(at(`unit price ${unit} x ${quantity} is not ${subtotal}`));
    if (subtotal !== lineNet) problems.push(at(`subtotal ${subtotal} is not the line amount ${lineNet}`));
    const lineSubtotalTax = sen(value(one(one(line, 'TaxTotal'), 'TaxSubtotal'), 'TaxAmount'));
    if (lineSubtotalTax !== lineTax) problems.push(at('TaxSubtotal.TaxAmount'));
    net += lineNet;
    tax += lineTax;
  });

  const totals = one(invoice, 'LegalMonetaryTotal');
  const taxTotal = one(invoice, 'TaxTotal');
  const sums: [string, number, number][] = [
    ['LegalMonetaryTotal.LineExtensionAmount', sen(value(totals, 'LineExtensionAmount')), net],
    ['LegalMonetaryTotal.TaxExclusiveAmount', amount(invoice, 'LegalMonetaryTotal.TaxExclusiveAmount'), net],
    ['TaxTotal.TaxAmount', amount(invoice, 'TaxTotal.TaxAmount'), tax],
    ['TaxTotal.TaxSubtotal.TaxAmount', amount(taxTotal, 'TaxSubtotal.TaxAmount'), tax],
    ['TaxTotal.TaxSubtotal.TaxableAmount', sen(value(one(taxTotal, 'TaxSubtotal'), 'TaxableAmount')), net],
    ['LegalMonetaryTotal.TaxInclusiveAmount', amount(invoice, 'LegalMonetaryTotal.TaxInclusiveAmount'), net + tax],
    ['LegalMonetaryTotal.PayableAmount', amount(invoice, 'LegalMonetaryTotal.PayableAmount'), net + tax],
  ];
  for (const [path, stated, fromLines] of sums)
    if (stated !== fromLines) problems.push(`${path} ${stated} is not ${fromLines} from the lines`);
  need(taxTotal, 'TaxSubtotal.TaxCategory.ID');
  const scheme = value(one(one(taxTotal, 'TaxSubtotal'), 'TaxCategory'), 'TaxScheme')
    ? value(one(one(one(taxTotal, 'TaxSubtotal'), 'TaxCategory'), 'TaxScheme'), 'ID')
    : undefined;
  if (scheme?._ !== 'OTH' || scheme.schemeID !== 'UN/ECE 5153' || scheme.schemeAgencyID !== '6') problems.push('TaxScheme');
  return problems;
}

const eInvoice = async (invoiceNo: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/getEInvoice.do',
    headers: { authtoken: await t.sessionOf('demo'), lang: 'en' },
    payload: { parameter: { invoiceNo } },
  });
  expect(res.headers['content-type'], res.body).toMatch(/^application\/json/);
  return res.json().Invoice[0] as Node;
};

/** A monthly statement's invoice as the statements module issues it: a line per product, SST already split. */
const issueStatement = (ref: string) =>
  t.database.db.transaction((tx) =>
    issueInvoice(tx, demo, t.config.company, async () => ({
      kind: 'MONTHLY_STATEMENT',
      ref,
      lines: [
        // Two shipments for RM 16.00 with SST: RM 15.09 before it, which no unit price in sen makes.
        { itemRef: `${ref}/EZ`, description: (n) => `Courier service EZ, shipments: ${n}`, quantity: 2, amountSen: 1_509, sstSen: 91 },
        { itemRef: `${ref}/EX`, description: (n) => `Courier service EX, shipments: ${n}`, quantity: 3, amountSen: 1_000, sstSen: 60 },
        { itemRef: `${ref}/SF`, description: (n) => `Courier service SF, shipments: ${n}`, quantity: 4, amountSen: 2_000, sstSen: 120 },
        { itemRef: `${ref}/CREDIT_NOTE`, description: (n) => `Credit notes (${n})`, quantity: 1, amountSen: -472, sstSen: -28 },
      ],
    })),
  );

describe('the MyInvois document', () => {
  it('splits a line no unit price makes on the invoice itself, each part describing its own shipments', async () => {
    const invoiceNo = (await issueStatement('MS-T-1'))!;
    const [head] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo));
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, head!.id)).orderBy(invoiceLines.lineNo);
    expect(lines.map((l) => [l.itemRef, l.description, l.quantity, l.amountSen, l.sstSen])).toEqual([
      ['MS-T-1/EZ', 'Courier service EZ, shipments: 1', 1, 754, 45],
      ['MS-T-1/EZ#2', 'Courier service EZ, shipments: 1', 1, 755, 46],
      ['MS-T-1/EX', 'Courier service EX, shipments: 2', 2, 666, 40],
      ['MS-T-1/EX#2', 'Courier service EX, shipments: 1', 1, 334, 20],
      ['MS-T-1/SF', 'Courier service SF, shipments: 4', 4, 2_000, 120],
      ['MS-T-1/CREDIT_NOTE', 'Credit notes (1)', 1, -472, -28],
    ]);
    expect(head).toMatchObject({ amountSen: 4_037, sstSen: 243, totalSen: 4_280, lineCount: 6 });
    // Kept on the invoice as issued, so the PDF shows the same telephone as the document.
    expect(head!.buyer).toMatchObject({ phone: '+60356321188', email: 'ops@demotrading.com.my' });
  });

  it("carries the buyer's e-mail on file and every telephone in the international form", async () => {
    const doc = await eInvoice((await issueStatement('MS-T-2'))!);
    expect(one(one(one(doc, 'AccountingCustomerParty'), 'Party'), 'Contact')).toEqual({
      Telephone: [{ _: '+60356321188' }],
      ElectronicMail: [{ _: 'ops@demotrading.com.my' }],
    });
    expect(value(one(one(one(doc, 'AccountingSupplierParty'), 'Party'), 'Contact'), 'Telephone')?._).toMatch(/^\+60\d{8,10}$/);
  });

  it('has every mandatory field, unit price x quantity = line amount on every line, and totals from the lines, on every demo invoice', async () => {
    await issueStatement('MS-T-3');
    const all = await t.database.db
      .select({ invoiceNo: invoices.invoiceNo })
      .from(invoices)
      .where(eq(invoices.customerId, demo.customerId));
    expect(all.length).toBeGreaterThan(0);
    for (const { invoiceNo } of all) expect(lhdnProblems(await eInvoice(invoiceNo)), invoiceNo).toEqual([]);
  });
});
