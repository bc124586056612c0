import { createHmac, timingSafeEqual } from 'node:crypto';

/** A bill to make at the gateway for one payment of ours. */
export interface NewBill {
  paymentId: string;
  amountSen: number;
  description: string;
  payer: { name: string; email: string; mobile: string };
  /** Where the gateway posts its signed server-to-server callback. */
  callbackUrl: string;
  /** Where the shopper's browser goes back to when done at the bank. */
  redirectUrl: string;
}

/** What a verified callback says of a bill. */
export interface BillFacts {
  billId: string;
  paid: boolean;
  /** The gateway's word for the bill: due, paid, failed, cancelled (Billplz: due, paid, deleted). */
  state: string;
  amountSen: number;
  paidAt: Date | null;
}

/**
 * A payment gateway (docs/decisions.md "Top-up"): makes a bill the shopper pays at the bank, and
 * tells a genuine callback from a forged one. Two are built: Billplz (FPX) and the built-in sandbox,
 * which signs the same way.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'billplz';
  createBill(bill: NewBill): Promise<{ billId: string; url: string }>;
  /** The callback's facts when its x_signature is the gateway's over its other fields; null otherwise. */
  verify(fields: Record<string, string>): BillFacts | null;
}

/**
 * Billplz's X-Signature: HMAC-SHA256, in hex, over every field but x_signature written as key then
 * value, the pieces sorted ascending without regard to case and joined with '|'.
 */
export function xSignature(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([k]) => k !== 'x_signature')
    .map(([k, v]) => `${k}${v}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

/** Whether the fields carry the signature `key` gives them, compared in constant time. */
export function signedBy(fields: Record<string, string>, key: string): boolean {
  const given = Buffer.from(fields.x_signature ?? '', 'utf8');
  const expected = Buffer.from(xSignature(fields, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A Billplz-shaped callback's facts, once its signature checked out. */
export function billFacts(fields: Record<string, string>): BillFacts | null {
  const amountSen = Number(fields.amount);
  if (!fields.id || !Number.isSafeInteger(amountSen)) return null;
  const paid = fields.paid === 'true';
  const paidAt = paid && fields.paid_at ? new Date(fields.paid_at) : null;
  return {
    billId: fields.id,
    paid,
    state: fields.state ?? (paid ? 'paid' : 'due'),
    amountSen,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}
