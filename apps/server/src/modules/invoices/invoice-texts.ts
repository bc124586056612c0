import type { Lang } from '@portal/shared/lang';
import type { Translate } from '../../plugins/portal.ts';
import type { InvoiceTexts } from './invoice-pdf.ts';

const KEYS: Record<keyof InvoiceTexts, string> = {
  title: 'invoiceTitle',
  invoiceNo: 'invoiceNoLabel',
  date: 'invoiceDate',
  document: 'invoiceDocument',
  supplier: 'invoiceSupplier',
  buyer: 'invoiceBuyer',
  tin: 'invoiceTin',
  brn: 'invoiceBrn',
  sstNo: 'invoiceSstNo',
  colNo: 'invoiceColNo',
  colDescription: 'invoiceColDescription',
  colAmount: 'invoiceColAmount',
  colSst: 'invoiceColSst',
  colTotal: 'invoiceColTotal',
  subtotal: 'invoiceSubtotal',
  sstTotal: 'invoiceSstTotal',
  grandTotal: 'invoiceGrandTotal',
  paidNote: 'invoicePaidNote',
  accountNote: 'invoiceAccountNote',
  page: 'invoicePage',
};

/** The invoice's words in a language, as the administrator last worded them. */
export function invoiceTexts(translate: Translate, lang: Lang): InvoiceTexts {
  return Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, (params?: Record<string, string | number>) => translate(key, lang, params)]),
  ) as InvoiceTexts;
}
