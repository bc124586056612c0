import type { Lang } from '@portal/shared/lang';
import type { CompanyDetails } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { CustomerScope } from '../../lib/scope.ts';
import type { Translate } from '../../plugins/portal.ts';
import { issueInvoice, withPromotion } from '../invoices/service.ts';
import { CASH_BILL, uninvoicedLines } from './repository.ts';

/** A shipment's line on the invoice: its product and waybill, in English (the words MyInvois receives). */
const LINE_LANG: Lang = 'en';

/**
 * Issues the invoice of a cash bill's shipments not yet invoiced (one for a bill invoiced after its
 * day ended; a second one for parcels taken in later that day), in the caller's transaction.
 * Null when every shipment of the bill is already on an invoice.
 */
export function issueCashInvoice(
  tx: Tx,
  scope: CustomerScope,
  company: CompanyDetails,
  translate: Translate,
  bill: { billNo: string; day: string },
): Promise<string | null> {
  return issueInvoice(tx, scope, company, async () => ({
    kind: CASH_BILL,
    ref: bill.billNo,
    lines: (await uninvoicedLines(tx, scope, bill.day)).map((l) => ({
      itemRef: l.waybillNo,
      description: () =>
        withPromotion(
          translate,
          LINE_LANG,
          translate('invoiceLineShipment', LINE_LANG, { product: l.expressType, waybillNo: l.waybillNo }),
          l.discountSen,
        ),
      quantity: 1,
      amountSen: l.amountSen,
      sstSen: l.sstSen,
    })),
  }));
}
