// Invoices: what a module with an invoiceable document (cash bills; monthly statements) calls.

export { invoicePages, renderInvoices } from './invoice-pdf.ts';
export { invoiceTexts } from './invoice-texts.ts';
export { type InvoiceableDocument, issueInvoice, withPromotion } from './issue-invoice.ts';
export { printDocumentInvoices, recordInvoicePrint, sendInvoicePdf } from './print-invoices.ts';
export { invoicesOfDocuments, loadInvoices } from './repository.ts';
