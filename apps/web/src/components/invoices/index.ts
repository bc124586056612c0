// Issued invoices, whatever document they invoice (cash bills, monthly statements): their PDF and MyInvois JSON.
export { downloadEInvoice } from './e-invoice.ts';
export { downloadInvoicePdf } from './invoice-pdf.ts';
