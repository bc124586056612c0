/**
 * Complaints and suggestions (spec page complaintsSuggestIndex, spec 4 "Complaint states", issue 18): a
 * shipper raises one against a waybill of its own (or a suggestion without one), the courier's
 * customer-service desk answers, and the shipper rates the outcome when it ends.
 */
import { z } from 'zod';
import { countedText } from './account.ts';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { malaysianDateTime, unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

export const COMPLAINTS_PAGE = 'complaintsSuggestIndex' satisfies CustomerPage;

/** Spec 4: untreated, processing, processed, end. */
export const COMPLAINT_STATUSES = ['UNTREATED', 'PROCESSING', 'PROCESSED', 'END'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, MessageKey> = {
  UNTREATED: 'complaintUntreated',
  PROCESSING: 'complaintProcessing',
  PROCESSED: 'complaintProcessed',
  END: 'complaintEnd',
};

/**
 * The types and their sub-types (`getTypeOfComplaint`, `getComplaintType`). A suggestion needs no
 * waybill; every other type is about one of the customer's own waybills.
 */
export const COMPLAINT_TYPES = {
  DELIVERY: { label: 'complaintTypeDelivery', needsWaybill: true, subTypes: ['LATE', 'NOT_RECEIVED', 'WRONG_ADDRESS_DELIVERED'] },
  PARCEL: { label: 'complaintTypeParcel', needsWaybill: true, subTypes: ['DAMAGED', 'ITEMS_MISSING', 'LOST'] },
  SERVICE: { label: 'complaintTypeService', needsWaybill: true, subTypes: ['RIDER_CONDUCT', 'PICKUP_MISSED', 'OUTLET_SERVICE'] },
  BILLING: { label: 'complaintTypeBilling', needsWaybill: true, subTypes: ['WRONG_CHARGE', 'COD_NOT_REMITTED'] },
  SUGGESTION: { label: 'complaintTypeSuggestion', needsWaybill: false, subTypes: ['PORTAL', 'SERVICE_IDEA', 'OTHER'] },
} as const satisfies Record<string, { label: MessageKey; needsWaybill: boolean; subTypes: readonly string[] }>;
export type ComplaintType = keyof typeof COMPLAINT_TYPES;
export const COMPLAINT_TYPE_LIST = Object.keys(COMPLAINT_TYPES) as ComplaintType[];
export type ComplaintSubType = (typeof COMPLAINT_TYPES)[ComplaintType]['subTypes'][number];
export const COMPLAINT_SUB_TYPE_LABELS: Record<ComplaintSubType, MessageKey> = {
  LATE: 'complaintSubLate',
  NOT_RECEIVED: 'complaintSubNotReceived',
  WRONG_ADDRESS_DELIVERED: 'complaintSubWrongAddress',
  DAMAGED: 'complaintSubDamaged',
  ITEMS_MISSING: 'complaintSubItemsMissing',
  LOST: 'complaintSubLost',
  RIDER_CONDUCT: 'complaintSubRiderConduct',
  PICKUP_MISSED: 'complaintSubPickupMissed',
  OUTLET_SERVICE: 'complaintSubOutletService',
  WRONG_CHARGE: 'complaintSubWrongCharge',
  COD_NOT_REMITTED: 'complaintSubCodNotRemitted',
  PORTAL: 'complaintSubPortal',
  SERVICE_IDEA: 'complaintSubServiceIdea',
  OTHER: 'complaintSubOther',
};

export const COMPLAINT_LIMITS = { contentMax: 1_000, attachmentsMax: 5, satisfactionMax: 5 } as const;

const content = countedText(COMPLAINT_LIMITS.contentMax, 'complaintReasonRequired');
const attachments = z
  .array(z.string().uuid({ error: 'invalidParameter' }))
  .refine((ids) => ids.length <= COMPLAINT_LIMITS.attachmentsMax, {
    error: 'complaintTooManyFiles',
    params: { max: COMPLAINT_LIMITS.attachmentsMax },
  })
  .default([]);

/** `addComplaint`: the type and sub-type, the waybill (not for a suggestion), what happened, files from the library. */
export const addComplaintParameter = z
  .object({
    type: z.enum(COMPLAINT_TYPE_LIST as [ComplaintType, ...ComplaintType[]], { error: 'complaintTypeRequired' }),
    subType: singleLine().trim().min(1, { error: 'complaintTypeRequired' }).max(40),
    waybillNo: z.preprocess(unset, singleLine().trim().max(20).optional()),
    content,
    attachments,
  })
  .superRefine((v, ctx) => {
    const type = COMPLAINT_TYPES[v.type];
    if (!(type.subTypes as readonly string[]).includes(v.subType))
      ctx.addIssue({ code: 'custom', path: ['subType'], message: 'complaintTypeRequired' });
    if (type.needsWaybill && !v.waybillNo) ctx.addIssue({ code: 'custom', path: ['waybillNo'], message: 'complaintWaybillRequired' });
  });
export type AddComplaintInput = z.infer<typeof addComplaintParameter>;

/** `addComplaintInfo`: the shipper adds to an open complaint. */
export const followUpParameter = z.object({ id: z.coerce.number().int().positive(), content, attachments });

/** `updateComplaintInfo`: the shipper ends a complaint, rating how it was handled (1 to 5). */
export const endComplaintParameter = z.object({
  id: z.coerce.number().int().positive(),
  satisfaction: z.coerce.number().int().min(1, { error: 'satisfactionRequired' }).max(COMPLAINT_LIMITS.satisfactionMax),
  comment: z.preprocess(unset, singleLine().trim().max(500).optional()),
});

/** `getComplaint`: the list's filters; with `id`, one complaint with its timeline. */
const complaintFilterParameter = z.object({
  status: z.preprocess(unset, z.enum(COMPLAINT_STATUSES, { error: 'invalidParameter' }).optional()),
  type: z.preprocess(unset, z.enum(COMPLAINT_TYPE_LIST as [ComplaintType, ...ComplaintType[]], { error: 'invalidParameter' }).optional()),
  waybillNo: z.preprocess(unset, singleLine().trim().max(20).optional()),
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
});
export const complaintListParameter = pagingParameter.extend(complaintFilterParameter.shape);

/** The desk's answer (`answerComplaint`, staff): a reply and the state it leaves the complaint in. */
export const answerComplaintParameter = z.object({
  id: z.coerce.number().int().positive(),
  content,
  status: z.enum(['PROCESSING', 'PROCESSED', 'END'], { error: 'invalidParameter' }),
});

export interface ComplaintRow {
  id: number;
  complaintNo: string;
  type: ComplaintType;
  typeName: string;
  subType: string;
  subTypeName: string;
  waybillNo: string;
  status: ComplaintStatus;
  statusName: string;
  content: string;
  satisfaction: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One step of a complaint's timeline: who wrote what, and the state it left. */
interface ComplaintEntry {
  id: number;
  author: 'customer' | 'staff';
  authorName: string;
  content: string;
  status: ComplaintStatus;
  statusName: string;
  attachments: { id: string; displayName: string }[];
  createdAt: string;
}

export interface ComplaintDetail extends ComplaintRow {
  entries: ComplaintEntry[];
  /** Whether the shipper may still add to it or end it. */
  open: boolean;
}

/**
 * What a complaint's state becomes: the desk sets PROCESSING, PROCESSED or END; the shipper adding to a
 * PROCESSED one takes it back to PROCESSING; ending is final.
 */
export function statusAfter(current: ComplaintStatus, by: 'customer' | 'staff', wanted?: ComplaintStatus): ComplaintStatus | null {
  if (current === 'END') return null;
  if (by === 'staff') return wanted ?? 'PROCESSING';
  if (wanted === 'END') return 'END';
  return current === 'PROCESSED' ? 'PROCESSING' : current;
}
