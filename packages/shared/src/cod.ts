/**
 * COD remittance (issue 17 "COD", spec 2 codManagement, CODbill, codInvoiceNew): the cash riders
 * collect on signed COD parcels goes back to the shipper less the COD fee, gathered into COD bills
 * by a remittance run on the customer's schedule. The rules both ends read live here once.
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { malaysianDateTime, unset, waybillNumbers } from './order-manage.ts';
import type { CodFeeRule } from './pricing.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

/** The page COD management's calls are guarded by. */
export const COD_MANAGEMENT_PAGE = 'codManagement' satisfies CustomerPage;
/** The COD bill pages: CODbill and its newer form codInvoiceNew show the same bills (docs/decisions.md). */
export const COD_BILL_PAGES = ['CODbill', 'codInvoiceNew'] as const satisfies readonly CustomerPage[];

/**
 * A customer's COD fee (basis points of the COD amount, never below a minimum): one rule, pricing's
 * `codFeeSen`, charged once in the order's price (the price breakdown, the wallet or the statement
 * line). The COD bill shows each parcel's fee as its order carried it and pays the cash back whole.
 */
export type CodFeeTerms = CodFeeRule;

/** How often a customer's remittance run gathers its released COD into a bill (Malaysian calendar). */
export const REMIT_CYCLES = ['daily', 'weekly', 'monthly'] as const;
export type RemitCycle = (typeof REMIT_CYCLES)[number];
export const DEFAULT_REMIT_CYCLE: RemitCycle = 'weekly';
/** Days the cash is held after signing before it may be remitted (a wrong signing can still be reversed). */
export const DEFAULT_COD_HOLD_DAYS = 2;

/**
 * A COD bill's life: `pending` (gathered, awaiting the courier's check: a bank account on file),
 * `toRelease` (checked, waiting for the payout run), `releasing` (sent to the bank, no answer yet),
 * `released` (the bank paid it and gave its reference).
 */
export const COD_BILL_STATES = ['pending', 'toRelease', 'releasing', 'released'] as const;
export type CodBillState = (typeof COD_BILL_STATES)[number];

/**
 * Where one COD parcel's cash stands: `awaiting` collection (not yet signed), `returned` (coming or
 * gone back, nothing collected), `collected` (signed; held or released, not yet in a bill), or the
 * state of the bill it is in.
 */
export const COD_PARCEL_STATES = ['awaiting', 'collected', ...COD_BILL_STATES, 'returned'] as const;
export type CodParcelState = (typeof COD_PARCEL_STATES)[number];

const parcelState = z.preprocess(unset, z.enum(COD_PARCEL_STATES, { error: 'invalidParameter' }).optional());
const billState = z.preprocess(unset, z.enum(COD_BILL_STATES, { error: 'invalidParameter' }).optional());

/** COD management's filters: waybill numbers (up to 10), when the parcel was placed and signed. */
const codFilterFields = z.object({
  waybillNos: waybillNumbers,
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
  signTimeStart: malaysianDateTime,
  signTimeEnd: malaysianDateTime,
});
/** `codCount`: one count per parcel state under the filters. */
export const codCountParameter = codFilterFields;
export type CodFilter = z.infer<typeof codFilterFields> & { state?: CodParcelState };
/** `codManagement`: a page of the customer's COD parcels. */
export const codManagementParameter = pagingParameter.extend(codFilterFields.shape).extend({ state: parcelState });

/** One row of COD management: money in sen. */
export interface CodParcelRow {
  waybillNo: string;
  receiverName: string;
  createTime: string;
  status: string;
  state: CodParcelState;
  codSen: number;
  collectedSen: number | null;
  feeSen: number | null;
  netSen: number | null;
  signedAt: string | null;
  /** When the held cash may be remitted (collected parcels). */
  releaseAt: string | null;
  billNo: string | null;
}

export type CodCounts = Record<CodParcelState, { parcels: number; codSen: number }>;

/** A COD bill number as a call names it: looked up as it is, so a malformed one is simply not found. */
export const codBillNoParameter = singleLine({ error: 'invalidParameter' }).trim().min(1).max(30);

/** A COD bill number: CB, the Malaysian date it was gathered (YYYY-MM-DD) and its series number, 6 digits or more. */
export const codBillNumber = (malaysianDay: string, n: number): string =>
  `CB${malaysianDay.replaceAll('-', '')}${String(n).padStart(6, '0')}`;

/** The COD bill list (CODbill, codInvoiceNew): by state and when gathered. */
export const codBillListParameter = pagingParameter.extend({
  state: billState,
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
});
export type CodBillListParameter = z.infer<typeof codBillListParameter>;

/** A bill's details: its parcels, a page at a time. */
export const codBillDetailParameter = pagingParameter.extend({ billNo: codBillNoParameter });

/** `printCodInvoiceAsync` and the details export's filter: one bill. */
export const codBillParameter = z.object({ billNo: codBillNoParameter });

export interface CodBillRow {
  billNo: string;
  state: CodBillState;
  parcels: number;
  collectedSen: number;
  feeSen: number;
  netSen: number;
  periodFrom: string;
  periodTo: string;
  createTime: string;
  releasedAt: string | null;
  bankName: string | null;
  /** The account number with all but its last 4 digits hidden. */
  bankAccount: string | null;
  bankReference: string | null;
  /** Why a bill waits (no bank account) or the bank refused the last payout. */
  note: string | null;
}

export interface CodBillLine {
  waybillNo: string;
  receiverName: string;
  signedAt: string | null;
  collectedSen: number;
  feeSen: number;
  netSen: number;
}

/** The last 4 digits of an account number: the page and the PDF never show the rest. */
export const maskAccount = (account: string | null): string | null =>
  account ? `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}` : null;

/** The label of each parcel and bill state (the server's message table, `msg:` on the pages). */
export const COD_STATE_LABELS = {
  awaiting: 'codStateAwaiting',
  collected: 'codStateCollected',
  pending: 'codStatePending',
  toRelease: 'codStateToRelease',
  releasing: 'codStateReleasing',
  released: 'codStateReleased',
  returned: 'codStateReturned',
} as const satisfies Record<CodParcelState, MessageKey>;
