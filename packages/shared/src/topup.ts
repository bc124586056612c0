import { z } from 'zod';
import { countedText, domesticPhoneSchema } from './account.ts';
import { ADDRESS_NAME_MAX, addressTypeSchema, DEFAULT_ADDRESS_TYPE, detailAddressSchema, domesticPostcodeSchema } from './address.ts';
import type { LocalText } from './lang.ts';
import { ringgitOf } from './money.ts';
import { singleLine } from './text.ts';

/**
 * Topping up the prepaid wallet by online banking (spec 2 top-up dialog, spec 5 "Top-up", issue 17).
 * Amounts travel as ringgit with two decimals in the spec's payload and are kept in sen everywhere else.
 */
export const TOPUP_LIMITS = {
  /** The most one top-up may be, in ringgit (spec 5). */
  amountMaxRm: 1_000_000,
  /** The amount box steps by RM 100 (spec 9); any amount to the sen is accepted. */
  amountStepRm: 100,
  /** FPX's own floor: a bank transfer of less than RM 1 is refused by the banks. */
  amountMinSen: 100,
} as const;

/** Spec 9: the dialog is 876 px wide and shows the packages as a carousel 484 px high, three cards a page. */
export const TOPUP_DIALOG = { widthPx: 876, carouselHeightPx: 484, cardsPerPage: 3 } as const;

/** A recharge package (spec 3 "Recharge goods"): `chargeAmount` in sen; `sendGift` 1 a gift goes with it, 2 none. */
export interface RechargeGoods {
  goodsCode: string;
  chargeAmount: number;
  sendGift: 1 | 2;
  describe: string;
  imageFullUrl: string;
}

/** `prepay/queryRechargeGoods.do`: first-top-up packages only until the customer's first top-up is paid. */
export interface RechargeGoodsLists {
  firstRechargeVos: RechargeGoods[];
  normalRechargeVos: RechargeGoods[];
}

/** The packages the courier offers, seeded and kept by the server; names in the three languages. */
export interface RechargeGoodsRecord {
  goodsCode: string;
  chargeAmountSen: number;
  sendGift: 1 | 2;
  firstOnly: boolean;
  describe: LocalText;
}

/** Where a gift goes (spec 5 "Receiver form (top-up)"): the state comes from the postcode. */
export const giftReceiverSchema = z.object({
  receiverName: countedText(ADDRESS_NAME_MAX, 'pleaseEnterName'),
  receiverTel: domesticPhoneSchema,
  receiverPost: domesticPostcodeSchema,
  receiverState: singleLine().trim().max(100).optional().default(''),
  receiverCity: singleLine().trim().max(100).optional().default(''),
  receiverArea: singleLine().trim().max(100).optional().default(''),
  receiverProvince: singleLine().trim().max(100).optional().default(''),
  receiverAddressType: addressTypeSchema.default(DEFAULT_ADDRESS_TYPE),
  receiverAddress: detailAddressSchema,
  goodsCode: singleLine().trim().max(40).optional(),
});
export type GiftReceiver = z.infer<typeof giftReceiverSchema>;

/** The receiver form's phone box holds the digits after +60 (spec 5); this reads it as the whole number. */
export const giftTelAfterPrefix = z.preprocess((v) => (v ? `+60${v}` : ''), giftReceiverSchema.shape.receiverTel);

/** An amount in ringgit with at most two decimals, more than zero and at most the limit. */
const ringgitAmount = z
  .number({ error: 'topupAmountRequired' })
  .refine((v) => Number.isFinite(v) && Math.round(v * 100) === Number((v * 100).toFixed(6)), { error: 'topupAmountDecimals' })
  .refine((v) => v * 100 >= TOPUP_LIMITS.amountMinSen && v <= TOPUP_LIMITS.amountMaxRm, {
    error: 'topupAmountRange',
    params: { min: ringgitOf(TOPUP_LIMITS.amountMinSen), max: TOPUP_LIMITS.amountMaxRm },
  });

/**
 * `prepay/pay.do` (spec 3 "Top-up payload"). A package decides the amount itself; without one the
 * amount is required. `responsePageURL` is the browser's wish only: the server always returns to its own
 * /paymentResult, so a payment can never be sent back to another site.
 */
export const payParameter = z
  .object({
    sendGift: z.union([z.literal(1), z.literal(2)]).default(2),
    goodsCode: singleLine().trim().max(40).optional(),
    amount: ringgitAmount.optional(),
    transactionMethod: z.literal(0, { error: 'topupToolRequired' }),
    responsePageURL: singleLine().max(500).optional(),
    receiverDTO: giftReceiverSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.goodsCode && v.amount === undefined) ctx.addIssue({ code: 'custom', message: 'topupAmountRequired', path: ['amount'] });
  });
export type PayParameter = z.infer<typeof payParameter>;

/** A payment's life at the gateway: created (the shopper is at the bank), then paid, failed or cancelled. */
const PAYMENT_STATUSES = ['CREATED', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What `prepay/pay.do` and `getPaymentPage.do` answer: the payment, and the bank page the browser goes to. */
export interface PaymentStarted {
  paymentId: string;
  paymentURL: string;
}

/**
 * What a paid statement payment did (docs/decisions.md "Paying a statement online"): SETTLED paid the
 * statement; ALREADY_PAID came when the statement was paid already (the courier owes the money back);
 * AMOUNT_DIFFERS was for another sum than the statement's total, which stays unpaid.
 */
const STATEMENT_PAYMENT_OUTCOMES = ['SETTLED', 'ALREADY_PAID', 'AMOUNT_DIFFERS'] as const;
export type StatementPaymentOutcome = (typeof STATEMENT_PAYMENT_OUTCOMES)[number];

/** `prepay/queryPayment.do`: what the /paymentResult page shows. Credited only when PAID. */
export interface PaymentResult {
  paymentId: string;
  status: PaymentStatus;
  amountSen: number;
  goodsCode: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The wallet after the top-up, when paid (null for a statement's payment, which never touches the wallet). */
  balanceSen: number | null;
  /** The monthly statement this payment pays, or null for a top-up. */
  statementBillNo: string | null;
  /** What the paid payment did to its statement; null until then, and for a top-up. */
  statementOutcome: StatementPaymentOutcome | null;
}

export const paymentIdParameter = z.object({ paymentId: z.uuid({ error: 'paymentNotFound' }) });
