// Invoices: what a module with an invoiceable document (cash bills; monthly statements) calls.

export { type InvoiceableDocument, issueInvoice, withPromotion } from './issue-invoice.ts';
export { printDocumentInvoices, sendInvoicePdf } from './print-invoices.ts';
export { invoicesOfDocuments, loadInvoices } from './repository.ts';
