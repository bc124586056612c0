/**
 * The notification centre (spec 2 notifyCenter, spec 4 "Notifications", issue 18): messages the
 * portal writes when something happens to a customer's parcels, account or money, read in the header's
 * popover (tabs logistics, account, finance: tab index plus 1 is the message type) and on the full page.
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { MESSAGE_TYPES, type MessageType } from './notification-tabs.ts';
import { pagingParameter } from './table-config.ts';

export {
  MESSAGE_TYPE_LIST,
  MESSAGE_TYPES,
  type MessageType,
  type MessageTypeName,
  UNREAD_COUNT_CAP,
  unreadLabel,
} from './notification-tabs.ts';

/**
 * What happened, with its type and its text (a catalogue message filled from the notification's
 * parameters, in the reader's language when it is read).
 */
const WALLET: readonly CustomerPage[] = ['advancePayment'];
const STATEMENTS: readonly CustomerPage[] = ['monthlyStatement', 'monthlyStatementNew'];
const CLAIMS: readonly CustomerPage[] = ['claimsManagement', 'claimsAdd', 'claimsImport'];
const GIFTS: readonly CustomerPage[] = ['pointReward', 'exchangeLog'];

/**
 * Each kind of message, its type and text, and `pages`: a sub-account hears it only while it holds one of
 * them, as it may open only the pages it holds (a statement's notice goes to whoever may open statements,
 * not to the warehouse clerk). Without `pages` every account of the customer hears it; a main account hears all.
 */
export const NOTIFICATION_KINDS = {
  parcelProblem: { type: MESSAGE_TYPES.logistics, text: 'noticeParcelProblem' },
  parcelPickupFailed: { type: MESSAGE_TYPES.logistics, text: 'noticeParcelPickupFailed' },
  parcelUnsigned: { type: MESSAGE_TYPES.logistics, text: 'noticeParcelUnsigned' },
  parcelReturned: { type: MESSAGE_TYPES.logistics, text: 'noticeParcelReturned' },
  topupCredited: { type: MESSAGE_TYPES.finance, text: 'noticeTopupCredited', pages: WALLET },
  prepayCloseApproved: { type: MESSAGE_TYPES.account, text: 'noticePrepayCloseApproved', pages: WALLET },
  prepayCloseRejected: { type: MESSAGE_TYPES.account, text: 'noticePrepayCloseRejected', pages: WALLET },
  complaintAnswered: { type: MESSAGE_TYPES.account, text: 'noticeComplaintAnswered', pages: ['complaintsSuggestIndex'] },
  announcement: { type: MESSAGE_TYPES.account, text: 'noticeAnnouncement' },
  statementIssued: { type: MESSAGE_TYPES.finance, text: 'noticeStatementIssued', pages: STATEMENTS },
  statementPaid: { type: MESSAGE_TYPES.finance, text: 'noticeStatementPaid', pages: STATEMENTS },
  workOrderAnswered: { type: MESSAGE_TYPES.account, text: 'noticeWorkOrderAnswered', pages: ['workOrderManage', 'ticketEntrys'] },
  claimApproved: { type: MESSAGE_TYPES.finance, text: 'noticeClaimApproved', pages: CLAIMS },
  claimRejected: { type: MESSAGE_TYPES.account, text: 'noticeClaimRejected', pages: CLAIMS },
  giftShipped: { type: MESSAGE_TYPES.account, text: 'noticeGiftShipped', pages: GIFTS },
  giftDelivered: { type: MESSAGE_TYPES.account, text: 'noticeGiftDelivered', pages: GIFTS },
} as const satisfies Record<string, { type: MessageType; text: MessageKey; pages?: readonly CustomerPage[] }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/**
 * The kinds an account hears: every kind for a main account (it holds the customer's pages), for a
 * sub-account those without pages and those whose pages it holds.
 */
export function kindsHeardBy(account: { accountType: string; pages: ReadonlySet<string> }): NotificationKind[] {
  return (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) => {
    const known = NOTIFICATION_KINDS[kind] as { pages?: readonly CustomerPage[] };
    return account.accountType === 'MAIN' || !known.pages || known.pages.some((p) => account.pages.has(p));
  });
}

/** The parcel statuses that tell the shipper something needs its attention, and the notice each gives. */
export const PARCEL_NOTICE_KINDS = {
  PROBLEM: 'parcelProblem',
  PICKUP_FAILED: 'parcelPickupFailed',
  UNSIGNED: 'parcelUnsigned',
  RETURNED: 'parcelReturned',
} as const satisfies Record<string, NotificationKind>;

const messageType = z.coerce
  .number()
  .int()
  .refine((n) => Object.values(MESSAGE_TYPES).includes(n as MessageType), { error: 'invalidParameter' });

/** `getMessageList`: one type's messages, newest first, grouped by Malaysian day (`type` 2: grouped, as the spec sends it). */
export const messageListParameter = pagingParameter.extend({
  msgType: messageType,
  type: z.coerce.number().int().optional(),
  unreadOnly: z.boolean().optional(),
});

/** `readMessage`: one message read. */
export const readMessageParameter = z.object({ id: z.coerce.number().int().positive() });
/** `allReadMessage`: every message of a type read (all types when none is named). */
export const allReadParameter = z.object({ msgType: messageType.optional() });

/** Spec 3 "Notification message". */
export interface NotificationMessage {
  id: number;
  readFlag: boolean;
  createTime: string;
  msgdtl: string;
  /** Where the message leads (a waybill to track), when it has one. */
  waybillNo?: string;
}

/** A day's messages, as the grouped list carries them (spec 3). */
export interface MessageDay {
  time: string;
  messageList: NotificationMessage[];
}

export interface MessageList {
  total: number;
  list: MessageDay[];
}

/** `getMessageAmount`: the unread messages of each type, and of all. */
export interface UnreadAmount {
  total: number;
  logistics: number;
  account: number;
  finance: number;
}
