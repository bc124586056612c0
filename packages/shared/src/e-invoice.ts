import { z } from 'zod';
import { isEmailAddress } from './account.ts';
import { exactPriceParts, type InvoiceParty, type IssuedInvoice, unitPriceSen } from './invoice.ts';
import { ringgitOf, SST_PERCENT } from './money.ts';
import { e164Phone } from './phone.ts';
import { singleLine } from './text.ts';

/**
 * An issued invoice as LHDN's MyInvois document (UBL 2.1 in JSON, invoice version 1.0: submitted
 * without a digital signature). Every value is an array of objects with the value under `_`, as
 * the MyInvois SDK samples write them. `eInvoiceIssues` lists what a document lacks before it is
 * offered, so an incomplete one is refused with the fields named instead of rejected by LHDN.
 * docs/decisions.md "What a MyInvois document carries" goes through LHDN's fields one by one.
 */

/** e-Invoice type 01: invoice. */
const E_INVOICE_TYPE = '01';
const E_INVOICE_VERSION = '1.0';
/** Tax type 02: service tax (SST on courier services). */
export const SERVICE_TAX_TYPE = '02';
/** Classification 022: "Others" (courier services have no code of their own in LHDN's list). */
export const COURIER_CLASSIFICATION = '022';
/** MSIC 53200: courier activities other than national post activities. */
export const COURIER_MSIC = { code: '53200', name: 'Courier activities other than national post activities' };

/** LHDN state codes by the state's name as addresses write it. */
const STATE_CODES: [RegExp, string][] = [
  [/\bjohor\b/i, '01'],
  [/\bkedah\b/i, '02'],
  [/\bkelantan\b/i, '03'],
  [/\b(melaka|malacca)\b/i, '04'],
  [/\bnegeri sembilan\b/i, '05'],
  [/\bpahang\b/i, '06'],
  [/\b(pulau pinang|penang)\b/i, '07'],
  [/\bperak\b/i, '08'],
  [/\bperlis\b/i, '09'],
  [/\bselangor\b/i, '10'],
  [/\bterengganu\b/i, '11'],
  [/\bsabah\b/i, '12'],
  [/\bsarawak\b/i, '13'],
  [/\bkuala lumpur\b/i, '14'],
  [/\blabuan\b/i, '15'],
  [/\bputrajaya\b/i, '16'],
];

/** A one-line Malaysian address read into the parts MyInvois asks for (postcode, town, state code). */
export function addressParts(address: string): { line: string; postcode: string | null; city: string | null; stateCode: string | null } {
  const postcode = /\b(\d{5})\b/.exec(address);
  // The town follows the postcode up to the next comma: '..., 47500 Subang Jaya, Selangor'.
  const city = postcode ? /^\s*([^,]+)/.exec(address.slice(postcode.index + 5))?.[1]?.trim() || null : null;
  // Checked from the end, so 'Jalan Johor, ..., Selangor' is Selangor.
  const tail = address.slice(postcode ? postcode.index : 0);
  const state = STATE_CODES.find(([name]) => name.test(tail)) ?? STATE_CODES.find(([name]) => name.test(address));
  return { line: address.trim(), postcode: postcode?.[1] ?? null, city, stateCode: state?.[1] ?? null };
}

/** LHDN tax identification number: a type prefix (C company, IG individual, ...) and 8 to 13 digits. */
const TIN = /^(C|IG|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE|CS|EI)\d{8,13}$/;
/** SSM business registration number, the 12-digit form (since 2019). */
const BRN = /^\d{12}$/;
/** Customs SST registration number: W10-1808-32000123. */
const SST_NO = /^[A-Z]\d{2}-\d{4}-\d{8}$/;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * saveEInvoiceDetails: what the shipper's company is known by on its invoices (the buyer of MyInvois).
 * TIN and BRN are what an e-invoice needs; the SST number only when the company is SST-registered.
 */
export const eInvoiceDetailsParameter = z.object({
  tin: singleLine({ error: 'tinRule' }).trim().toUpperCase().regex(TIN, { error: 'tinRule' }),
  brn: singleLine({ error: 'brnRule' }).trim().regex(BRN, { error: 'brnRule' }),
  sstNo: z.preprocess(blankToUndefined, singleLine().trim().toUpperCase().regex(SST_NO, { error: 'sstNoRule' }).optional()),
});
export type EInvoiceDetails = z.infer<typeof eInvoiceDetailsParameter>;

/** What a document lacks for MyInvois, as paths ('buyer.tin', 'lines'); empty when it can be submitted. */
export function eInvoiceIssues(invoice: IssuedInvoice): string[] {
  const issues: string[] = [];
  const party = (who: 'supplier' | 'buyer', p: InvoiceParty) => {
    if (!p.name.trim()) issues.push(`${who}.name`);
    if (!p.tin || !TIN.test(p.tin)) issues.push(`${who}.tin`);
    if (!p.brn || !BRN.test(p.brn)) issues.push(`${who}.brn`);
    // MyInvois: the telephone in E.164 (mandatory), the e-mail to RFC 5322 (optional, but sent when on file).
    if (!e164Phone(p.phone)) issues.push(`${who}.phone`);
    if (p.email && !isEmailAddress(p.email)) issues.push(`${who}.email`);
    const a = addressParts(p.address);
    if (!a.line) issues.push(`${who}.address`);
    if (!a.postcode) issues.push(`${who}.postcode`);
    if (!a.city) issues.push(`${who}.city`);
    if (!a.stateCode) issues.push(`${who}.state`);
  };
  party('supplier', invoice.supplier);
  if (!invoice.supplier.sstNo) issues.push('supplier.sstNo');
  if (!invoice.supplier.msic) issues.push('supplier.msic');
  party('buyer', invoice.buyer);
  if (invoice.lines.length === 0) issues.push('lines');
  invoice.lines.forEach((l, i) => {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) issues.push(`lines.${i}.quantity`);
    if (l.amountSen + l.sstSen !== l.totalSen) issues.push(`lines.${i}.totalSen`);
  });
  const sum = (pick: (l: IssuedInvoice['lines'][number]) => number) => invoice.lines.reduce((s, l) => s + pick(l), 0);
  if (sum((l) => l.amountSen) !== invoice.amountSen) issues.push('amountSen');
  if (sum((l) => l.sstSen) !== invoice.sstSen) issues.push('sstSen');
  if (invoice.amountSen + invoice.sstSen !== invoice.totalSen) issues.push('totalSen');
  return issues;
}

type UblValue = { _: string | number; [attribute: string]: string | number };
const v = (value: string | number, attributes: Record<string, string> = {}): UblValue[] => [{ _: value, ...attributes }];
/** A UBL amount element: the ringgit of `sen`, in MYR. */
const myr = (sen: number) => v(ringgitOf(sen), { currencyID: 'MYR' });

function ublParty(p: InvoiceParty, withMsic: boolean) {
  const a = addressParts(p.address);
  return [
    {
      ...(withMsic && p.msic ? { IndustryClassificationCode: v(p.msic.code, { name: p.msic.name }) } : {}),
      PartyIdentification: [
        { ID: v(p.tin ?? '', { schemeID: 'TIN' }) },
        { ID: v(p.brn ?? '', { schemeID: 'BRN' }) },
        { ID: v(p.sstNo ?? 'NA', { schemeID: 'SST' }) },
        { ID: v('NA', { schemeID: 'TTX' }) },
      ],
      PostalAddress: [
        {
          CityName: v(a.city ?? ''),
          PostalZone: v(a.postcode ?? ''),
          CountrySubentityCode: v(a.stateCode ?? '17'),
          AddressLine: [{ Line: v(a.line) }],
          Country: [{ IdentificationCode: v('MYS', { listID: 'ISO3166-1', listAgencyID: '6' }) }],
        },
      ],
      PartyLegalEntity: [{ RegistrationName: v(p.name) }],
      Contact: [{ Telephone: v(e164Phone(p.phone) ?? ''), ...(p.email ? { ElectronicMail: v(p.email) } : {}) }],
    },
  ];
}

const taxCategory = () => [{ ID: v(SERVICE_TAX_TYPE), TaxScheme: [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }] }];

/**
 * The MyInvois document of an issued invoice (check `eInvoiceIssues` first). Its lines are the
 * invoice's at exact unit prices (an invoice issued before lines were split is split here the same
 * way), and its totals are summed from those lines as LHDN's mappings sum them.
 */
export function toMyInvois(invoice: IssuedInvoice) {
  const issued = new Date(invoice.issuedAt);
  const lines = invoice.lines.flatMap((l) => exactPriceParts(l));
  const amountSen = lines.reduce((s, l) => s + l.amountSen, 0);
  const sstSen = lines.reduce((s, l) => s + l.sstSen, 0);
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [
      {
        ID: v(invoice.invoiceNo),
        // MyInvois takes the issue date and time in UTC.
        IssueDate: v(issued.toISOString().slice(0, 10)),
        IssueTime: v(`${issued.toISOString().slice(11, 19)}Z`),
        InvoiceTypeCode: v(E_INVOICE_TYPE, { listVersionID: E_INVOICE_VERSION }),
        DocumentCurrencyCode: v('MYR'),
        TaxCurrencyCode: v('MYR'),
        BillingReference: [{ AdditionalDocumentReference: [{ ID: v(invoice.documentRef) }] }],
        AccountingSupplierParty: [{ Party: ublParty(invoice.supplier, true) }],
        AccountingCustomerParty: [{ Party: ublParty(invoice.buyer, false) }],
        TaxTotal: [
          {
            TaxAmount: myr(sstSen),
            TaxSubtotal: [{ TaxableAmount: myr(amountSen), TaxAmount: myr(sstSen), TaxCategory: taxCategory() }],
          },
        ],
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: myr(amountSen),
            TaxExclusiveAmount: myr(amountSen),
            TaxInclusiveAmount: myr(amountSen + sstSen),
            PayableAmount: myr(amountSen + sstSen),
          },
        ],
        InvoiceLine: lines.map((l, i) => ({
          ID: v(String(i + 1)),
          InvoicedQuantity: v(l.quantity, { unitCode: 'C62' }),
          LineExtensionAmount: myr(l.amountSen),
          TaxTotal: [
            {
              TaxAmount: myr(l.sstSen),
              TaxSubtotal: [
                {
                  TaxableAmount: myr(l.amountSen),
                  TaxAmount: myr(l.sstSen),
                  Percent: v(SST_PERCENT),
                  TaxCategory: taxCategory(),
                },
              ],
            },
          ],
          Item: [
            {
              CommodityClassification: [{ ItemClassificationCode: v(COURIER_CLASSIFICATION, { listID: 'CLASS' }) }],
              Description: v(l.description),
            },
          ],
          Price: [{ PriceAmount: myr(unitPriceSen(l)) }],
          ItemPriceExtension: [{ Amount: myr(l.amountSen) }],
        })),
      },
    ],
  };
}
