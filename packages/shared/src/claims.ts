/**
 * Claims for lost or damaged parcels (spec pages claimsManagement, claimsAdd, claimsImport; issue 18;
 * docs/decisions.md "Claims"): a shipper claims for one of its own waybills within the claim window
 * from the parcel's last tracking event, up to a ceiling its insurance decides, and names a Malaysian
 * bank account; the courier's claim desk approves (an amount up to what was claimed) or rejects with a
 * reason, and an approved amount reaches the prepaid wallet or the next monthly statement, once.
 */
import { z } from 'zod';
import { countedText } from './account.ts';
import { bankAccountSchema } from './advance-payment.ts';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { malaysianDateTime, unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';
import { malaysiaDate } from './time.ts';

export const CLAIMS_PAGE = 'claimsManagement' satisfies CustomerPage;
export const CLAIMS_ADD_PAGE = 'claimsAdd' satisfies CustomerPage;
export const CLAIMS_IMPORT_PAGE = 'claimsImport' satisfies CustomerPage;
/** Every page that files claims or reads them: each may read the banks and the holder on record. */
export const CLAIM_PAGES = [CLAIMS_PAGE, CLAIMS_ADD_PAGE, CLAIMS_IMPORT_PAGE] as const;

/**
 * The claim window: a claim may be filed until the end of the 30th Malaysian calendar day after the
 * parcel's last tracking event (the event on 1 March: claims until 31 March 23:59:59 in Malaysia).
 */
export const CLAIM_WINDOW_DAYS = 30;
/** Without insurance the courier pays at most RM 200.00 for a parcel (never more than its declared value). */
export const UNINSURED_CAP_SEN = 20_000;
/** A parcel picked up this many Malaysian days ago and still not signed for is a D10 parcel (dashboard). */
export const D10_DAYS = 10;

export const CLAIM_TYPES = ['LOST', 'DAMAGED'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS: Record<ClaimType, MessageKey> = { LOST: 'claimTypeLost', DAMAGED: 'claimTypeDamaged' };

/** PENDING awaits the desk; APPROVED and REJECTED are final. */
export const CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, MessageKey> = {
  PENDING: 'claimPending',
  APPROVED: 'claimApproved',
  REJECTED: 'claimRejected',
};

/** The steps of a claim's progress schedule (`getClaimScheduleById`). */
const CLAIM_STEPS = ['SUBMITTED', 'UPDATED', 'APPROVED', 'REJECTED', 'CREDITED_WALLET', 'CREDITED_STATEMENT'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];
export const CLAIM_STEP_LABELS: Record<ClaimStep, MessageKey> = {
  SUBMITTED: 'claimStepSubmitted',
  UPDATED: 'claimStepUpdated',
  APPROVED: 'claimStepApproved',
  REJECTED: 'claimStepRejected',
  CREDITED_WALLET: 'claimStepCreditedWallet',
  CREDITED_STATEMENT: 'claimStepCreditedStatement',
};

/**
 * Malaysian banks a claim is paid to (`bankTypeList`), with the lengths of the account numbers each
 * issues (digits only, as printed on a statement without spaces or hyphens).
 */
export const MALAYSIAN_BANKS = [
  { code: 'MBB', name: 'Maybank', lengths: [12] },
  { code: 'CIMB', name: 'CIMB Bank', lengths: [10, 14] },
  { code: 'PBB', name: 'Public Bank', lengths: [10] },
  { code: 'RHB', name: 'RHB Bank', lengths: [14] },
  { code: 'HLB', name: 'Hong Leong Bank', lengths: [11] },
  { code: 'AMB', name: 'AmBank', lengths: [13] },
  { code: 'BIMB', name: 'Bank Islam', lengths: [14] },
  { code: 'BSN', name: 'Bank Simpanan Nasional', lengths: [16] },
  { code: 'AFB', name: 'Affin Bank', lengths: [12] },
  { code: 'ABMB', name: 'Alliance Bank', lengths: [15] },
  { code: 'OCBC', name: 'OCBC Bank (Malaysia)', lengths: [10] },
  { code: 'HSBC', name: 'HSBC Bank Malaysia', lengths: [12] },
  { code: 'UOB', name: 'UOB Malaysia', lengths: [10] },
  { code: 'SCB', name: 'Standard Chartered Malaysia', lengths: [10, 11] },
  { code: 'BKRM', name: 'Bank Rakyat', lengths: [12] },
  { code: 'AGRO', name: 'Agrobank', lengths: [16] },
  { code: 'BMMB', name: 'Bank Muamalat', lengths: [14] },
  { code: 'MBSB', name: 'MBSB Bank', lengths: [16] },
  { code: 'ARB', name: 'Al Rajhi Bank Malaysia', lengths: [15] },
  { code: 'CITI', name: 'Citibank Malaysia', lengths: [10] },
] as const;
export type BankCode = (typeof MALAYSIAN_BANKS)[number]['code'];
const BANK_CODES = MALAYSIAN_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];
export const bankOf = (code: string) => MALAYSIAN_BANKS.find((b) => b.code === code);
/** The bank a stored name (the profile's bankName) means, by code or name, without case. */
export const bankNamed = (name: string | null | undefined) => {
  const n = (name ?? '').trim().toLowerCase();
  return n ? MALAYSIAN_BANKS.find((b) => b.code.toLowerCase() === n || b.name.toLowerCase() === n) : undefined;
};

/** The ceiling of a claim: the declared value when insured; else that value up to the uninsured cap (the cap when none was declared). */
export function claimCeilingSen(order: { goodsValueSen: number; insuranceSen: number }): number {
  if (order.insuranceSen > 0 && order.goodsValueSen > 0) return order.goodsValueSen;
  return order.goodsValueSen > 0 ? Math.min(order.goodsValueSen, UNINSURED_CAP_SEN) : UNINSURED_CAP_SEN;
}

/** The last Malaysian day (YYYY-MM-DD) a claim may be filed for a parcel whose last event was at `lastEventAt`. */
export const claimDeadlineDay = (lastEventAt: Date): string => malaysiaDate(CLAIM_WINDOW_DAYS, lastEventAt);
/** Whether `now` is still within the window (compared as Malaysian days). */
export const withinClaimWindow = (lastEventAt: Date, now: Date = new Date()): boolean =>
  malaysiaDate(0, now) <= claimDeadlineDay(lastEventAt);

const CLAIM_LIMITS = { descriptionMax: 500, holderMax: 100, reasonMax: 300, maxSen: 100_000_000 } as const;

const waybillNo = singleLine().trim().min(1, { error: 'claimWaybillRequired' }).max(20);
const amountSen = z.coerce
  .number({ error: 'claimAmountRequired' })
  .int({ error: 'claimAmountRequired' })
  .min(1, { error: 'claimAmountRequired' })
  .max(CLAIM_LIMITS.maxSen, { error: 'claimAmountRequired' });

/** The claim's money and bank details: the bank from the list, an account number of a length that bank issues. */
const payee = z.object({
  claimAmountSen: amountSen,
  description: countedText(CLAIM_LIMITS.descriptionMax, 'claimDescriptionRequired'),
  bankCode: z.enum(BANK_CODES, { error: 'claimBankRequired' }),
  bankAccount: bankAccountSchema,
  accountHolder: countedText(CLAIM_LIMITS.holderMax, 'accountHolderRequired'),
});
const accountFitsBank = (v: { bankCode: BankCode; bankAccount: string }, ctx: z.RefinementCtx) => {
  const bank = bankOf(v.bankCode);
  if (bank && !(bank.lengths as readonly number[]).includes(v.bankAccount.length))
    ctx.addIssue({
      code: 'custom',
      path: ['bankAccount'],
      message: 'claimBankAccountLength',
      params: { bank: bank.name, lengths: bank.lengths.join('/') },
    });
};

/** `addClaimSettlement`: a claim for one of the customer's waybills. */
export const addClaimParameter = payee
  .extend({ waybillNo, claimType: z.enum(CLAIM_TYPES, { error: 'claimTypeRequired' }) })
  .superRefine(accountFitsBank);
export type AddClaimInput = z.infer<typeof addClaimParameter>;

/** `updateClaimRecord`: a pending claim's amount, description and bank details, changed by the shipper. */
export const updateClaimParameter = payee.extend({ id: z.coerce.number().int().positive() }).superRefine(accountFitsBank);
export type UpdateClaimInput = z.infer<typeof updateClaimParameter>;

/** `getClaimableWaybill`: what the form shows before filing (ceiling, insurance, last day of the window). */
export const claimWaybillParameter = z.object({ waybillNo });
export const claimIdParameter = z.object({ id: z.coerce.number().int().positive() });

const claimFilterParameter = z.object({
  status: z.preprocess(unset, z.enum(CLAIM_STATUSES, { error: 'invalidParameter' }).optional()),
  claimType: z.preprocess(unset, z.enum(CLAIM_TYPES, { error: 'invalidParameter' }).optional()),
  waybillNo: z.preprocess(unset, singleLine().trim().max(20).optional()),
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
});
/** `getClaimsList`: the customer's claims, newest first. */
export const claimListParameter = pagingParameter.extend(claimFilterParameter.shape);

/** The desk's decision (`decideClaim`, staff): approve an amount up to what was claimed, or reject with a reason. */
export const decideClaimParameter = z
  .object({
    id: z.coerce.number().int().positive(),
    approve: z.boolean({ error: 'invalidParameter' }),
    approvedSen: z.preprocess(unset, amountSen.optional()),
    reason: z.preprocess(unset, singleLine().trim().max(CLAIM_LIMITS.reasonMax).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.approve && v.approvedSen === undefined) ctx.addIssue({ code: 'custom', path: ['approvedSen'], message: 'claimAmountRequired' });
    if (!v.approve && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'claimReasonRequired' });
  });
export const claimQueueParameter = z.object({ status: z.preprocess(unset, z.enum(CLAIM_STATUSES).optional()) });

export interface ClaimRow {
  id: number;
  claimNo: string;
  waybillNo: string;
  claimType: ClaimType;
  claimTypeName: string;
  status: ClaimStatus;
  statusName: string;
  claimAmountSen: number;
  ceilingSen: number;
  insured: boolean;
  approvedSen: number | null;
  description: string;
  bankCode: string;
  bankName: string;
  /** Masked but for its last four digits. */
  bankAccount: string;
  accountHolder: string;
  decisionReason: string;
  /** Where an approved amount went: the prepaid wallet or the next monthly statement. */
  settlement: 'WALLET' | 'STATEMENT' | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ClaimScheduleStep {
  step: ClaimStep;
  stepName: string;
  note: string;
  amountSen: number | null;
  at: string;
}

export interface ClaimableWaybill {
  waybillNo: string;
  statusName: string;
  insured: boolean;
  goodsValueSen: number;
  ceilingSen: number;
  lastEventAt: string;
  /** The last Malaysian day (YYYY-MM-DD) a claim may be filed. */
  deadline: string;
}

/** `getD10ClaimsData`: the parcels picked up at least ten Malaysian days ago and not yet signed for. */
export interface D10Data {
  count: number;
  list: { waybillNo: string; status: string; pickedUpAt: string; days: number; receiverCity: string }[];
}

/** One row of the claims import (`importClaims`): the cells read as text, amount in ringgit. */
export const CLAIM_IMPORT_COLUMNS = [
  'waybillNo',
  'claimType',
  'claimAmount',
  'description',
  'bankCode',
  'bankAccount',
  'accountHolder',
] as const;
export type ClaimImportColumn = (typeof CLAIM_IMPORT_COLUMNS)[number];

export interface ClaimImportResult {
  total: number;
  imported: number;
  errors: { rowNumber: number; waybillNo: string; message: string }[];
}
