/**
 * The advance payment page (spec page `advancePayment`, issue 17): the prepaid wallet's ledger, its
 * movement types (`prepay/selectFeeTypeEnum.do`) and their categories (`prepay/queryCategoryCode`), and
 * closing the prepaid account (`prepay/closeAccount.do`, `prepay/selectCloseApply.do`).
 */
import { z } from 'zod';
import { countedText } from './account.ts';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { malaysianDateTime, unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

export const ADVANCE_PAYMENT_PAGE = 'advancePayment' satisfies CustomerPage;

/**
 * Every kind of wallet movement (the ledger's `kind`): OPENING the balance an account was opened with;
 * TOPUP a paid top-up; ORDER an order's price taken; ORDER_EDIT the difference an edit took or gave
 * back; REFUND a cancelled order's price given back; ADJUST a correction by the courier's staff;
 * CLAIM an approved claim for a lost or damaged parcel paid in (reference the claim number); CLOSE the balance paid out when the prepaid account was closed.
 */
export const LEDGER_KINDS = ['OPENING', 'TOPUP', 'ORDER', 'ORDER_EDIT', 'REFUND', 'ADJUST', 'CLOSE', 'CLAIM'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The categories the page filters by: money in, money spent on shipments, corrections, the account's closing. */
export const LEDGER_CATEGORIES = {
  recharge: ['OPENING', 'TOPUP'],
  shipping: ['ORDER', 'ORDER_EDIT', 'REFUND'],
  adjustment: ['ADJUST', 'CLAIM'],
  closing: ['CLOSE'],
} as const satisfies Record<string, readonly LedgerKind[]>;
export type LedgerCategory = keyof typeof LEDGER_CATEGORIES;
export const LEDGER_CATEGORY_LIST = Object.keys(LEDGER_CATEGORIES) as LedgerCategory[];

export const LEDGER_KIND_LABELS: Record<LedgerKind, MessageKey> = {
  OPENING: 'ledgerKindOpening',
  TOPUP: 'ledgerKindTopup',
  ORDER: 'ledgerKindOrder',
  ORDER_EDIT: 'ledgerKindOrderEdit',
  REFUND: 'ledgerKindRefund',
  ADJUST: 'ledgerKindAdjust',
  CLOSE: 'ledgerKindClose',
  CLAIM: 'ledgerKindClaim',
};

export const LEDGER_CATEGORY_LABELS: Record<LedgerCategory, MessageKey> = {
  recharge: 'ledgerCategoryRecharge',
  shipping: 'ledgerCategoryShipping',
  adjustment: 'ledgerCategoryAdjustment',
  closing: 'ledgerCategoryClosing',
};

/** `selectFeeTypeEnum.do`: a movement type with its name in the reader's language. */
export interface FeeType {
  code: LedgerKind;
  name: string;
  category: LedgerCategory;
}

/** `queryCategoryCode`: a category, its name and its movement types. */
export interface LedgerCategoryEntry {
  code: LedgerCategory;
  name: string;
  kinds: LedgerKind[];
}

const direction = z.preprocess(unset, z.enum(['in', 'out'], { error: 'invalidParameter' }).optional());

/** The ledger's filters: when (Malaysian time), the type or the category, money in or out, a reference (waybill or payment). */
export const ledgerFilterParameter = z.object({
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
  feeType: z.preprocess(unset, z.enum(LEDGER_KINDS, { error: 'invalidParameter' }).optional()),
  category: z.preprocess(
    unset,
    z.enum(LEDGER_CATEGORY_LIST as [LedgerCategory, ...LedgerCategory[]], { error: 'invalidParameter' }).optional(),
  ),
  direction,
  reference: z.preprocess(unset, singleLine().trim().max(64).optional()),
});
export type LedgerFilter = z.infer<typeof ledgerFilterParameter>;
/** `prepay/queryBillFlow.do`: a page of the ledger, newest first. */
export const ledgerParameter = pagingParameter.extend(ledgerFilterParameter.shape);

/** A ledger line as the page shows it (and exports it); amounts in sen, negative for money out. */
export interface LedgerRow {
  id: number;
  createdAt: string;
  feeType: LedgerKind;
  feeTypeName: string;
  reference: string;
  amountSen: number;
  balanceAfterSen: number;
  note: string;
}

/** Money in and out under the filters, in sen (out as a positive amount). */
export interface LedgerTotals {
  lines: number;
  inSen: number;
  outSen: number;
}

/** Closing the prepaid account: an application the courier's staff approve or reject. */
const CLOSE_APPLY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type CloseApplyStatus = (typeof CLOSE_APPLY_STATUSES)[number];
export const CLOSE_APPLY_STATUS_LABELS: Record<CloseApplyStatus, MessageKey> = {
  PENDING: 'closeApplyPending',
  APPROVED: 'closeApplyApproved',
  REJECTED: 'closeApplyRejected',
  WITHDRAWN: 'closeApplyWithdrawn',
};

const CLOSE_APPLY_LIMITS = { reasonMax: 200, holderMax: 100, bankNameMax: 60, noteMax: 200 } as const;

/** A Malaysian bank account number: 6 to 20 digits (spaces and hyphens as printed on a statement are ignored). */
export const bankAccountSchema = singleLine({ error: 'bankAccountRequired' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v.length > 0, { error: 'bankAccountRequired' })
  .refine((v) => /^\d{6,20}$/.test(v), { error: 'bankAccountInvalid' });

/** `prepay/closeAccount.do`: why, and where the balance is to be paid. */
export const closeAccountParameter = z.object({
  reason: countedText(CLOSE_APPLY_LIMITS.reasonMax, 'closeReasonRequired'),
  bankName: countedText(CLOSE_APPLY_LIMITS.bankNameMax, 'bankNameRequired'),
  bankAccount: bankAccountSchema,
  accountHolder: countedText(CLOSE_APPLY_LIMITS.holderMax, 'accountHolderRequired'),
});
export type CloseAccountInput = z.infer<typeof closeAccountParameter>;

/** An application as its customer sees it (`selectCloseApply.do`), newest first. */
export interface CloseApply {
  id: number;
  status: CloseApplyStatus;
  reason: string;
  bankName: string;
  /** Masked but for its last four digits. */
  bankAccount: string;
  accountHolder: string;
  /** The balance when applying, and what was paid out on approval (null before). */
  balanceAtApplySen: number;
  refundedSen: number | null;
  decisionNote: string;
  appliedAt: string;
  decidedAt: string | null;
}

/** The administrator's decision (`admin/decidePrepayClose`). */
export const closeDecisionParameter = z.object({
  id: z.coerce.number().int().positive(),
  approve: z.boolean(),
  note: z.preprocess(unset, singleLine().trim().max(CLOSE_APPLY_LIMITS.noteMax).optional()),
});

/** A bank account as a list shows it: only the last four digits. */
export const maskBankAccount = (account: string): string =>
  account.length <= 4 ? account : `${'*'.repeat(Math.min(account.length - 4, 8))}${account.slice(-4)}`;
