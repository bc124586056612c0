import { billFacts, type NewBill, type PaymentGateway, signedBy } from './gateway.ts';

export interface BillplzSettings {
  /** https://www.billplz.com/api (production) or https://www.billplz-sandbox.com/api (Billplz's own sandbox). */
  apiUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

/**
 * Billplz, a Malaysian FPX gateway (API v3): a bill is made with the API key (HTTP basic auth), the
 * shopper pays at its URL, and Billplz posts the bill's state to our callback, signed with the
 * collection's X-Signature key. Configured by BILLPLZ_* variables (README); not used unless set.
 */
export class BillplzGateway implements PaymentGateway {
  readonly name = 'billplz' as const;
  constructor(
    private readonly settings: BillplzSettings,
    private readonly send: typeof fetch = fetch,
  ) {}

  async createBill(bill: NewBill): Promise<{ billId: string; url: string }> {
    const form = new URLSearchParams({
      collection_id: this.settings.collectionId,
      email: bill.payer.email,
      mobile: bill.payer.mobile,
      name: bill.payer.name,
      amount: String(bill.amountSen),
      description: bill.description.slice(0, 200),
      callback_url: bill.callbackUrl,
      redirect_url: bill.redirectUrl,
      reference_1_label: 'Payment',
      reference_1: bill.paymentId,
    });
    const res = await this.send(`${this.settings.apiUrl.replace(/\/$/, '')}/v3/bills`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${this.settings.apiKey}:`).toString('base64')}` },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Billplz answered ${res.status} to a new bill`);
    const made = (await res.json()) as { id?: string; url?: string };
    // Without an id or url the payer cannot be sent to pay: the payment service refuses it (paymentNotStarted).
    return { billId: made.id ?? '', url: made.url ?? '' };
  }

  verify(fields: Record<string, string>) {
    return signedBy(fields, this.settings.xSignatureKey) ? billFacts(fields) : null;
  }
}
