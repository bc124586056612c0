/** The kind of document a statement's invoice names (shared INVOICE_DOCUMENT_PAGES). */
export const MONTHLY_STATEMENT = 'MONTHLY_STATEMENT';
