/**
 * Enhanced SMS to receivers (spec pages enhancedMessageService and enhancedMessageLogs, issue 18; PP_PM
 * customers only, spec 6): templates with variables, sent on the tracking events a template names,
 * through a provider (a sandbox by default), each message logged with its delivery state and cost.
 * The Malaysian rules a template must keep (docs/decisions.md "Enhanced SMS"):
 * - a commercial (promotional) message starts with "RM0.00" (the receiver pays nothing for it);
 * - no link unless the template asks for links AND the courier allowed links for the customer;
 * - a receiver who replied STOP gets no more messages from that customer (opt-out, per customer).
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { ORDER_STATUSES, type OrderStatus } from './order.ts';
import { unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { multiline, singleLine } from './text.ts';

export const SMS_TEMPLATES_PAGE = 'enhancedMessageService' satisfies CustomerPage;
export const SMS_LOGS_PAGE = 'enhancedMessageLogs' satisfies CustomerPage;
/** The settlement that opens enhanced SMS (spec 6). */
export const SMS_SETTLEMENT = 'PP_PM';

export const SMS_TEMPLATE_TYPES = ['NOTICE', 'COMMERCIAL'] as const;
export type SmsTemplateType = (typeof SMS_TEMPLATE_TYPES)[number];
export const SMS_TEMPLATE_TYPE_LABELS: Record<SmsTemplateType, MessageKey> = {
  NOTICE: 'smsTypeNotice',
  COMMERCIAL: 'smsTypeCommercial',
};
/** 1 enabled, 2 disabled: as every status column of the portal. */
const SMS_TEMPLATE_STATUSES = [1, 2] as const;
export type SmsTemplateStatus = (typeof SMS_TEMPLATE_STATUSES)[number];

/** The tracking events a template may be sent on: the statuses a receiver cares about. */
export const SMS_EVENTS = [
  'GOT',
  'IN_TRANSIT',
  'DELIVERING',
  'UNSIGNED',
  'SIGNED',
  'PROBLEM',
  'RETURNED',
] as const satisfies readonly OrderStatus[];
export type SmsEvent = (typeof SMS_EVENTS)[number];
const knownEvents: readonly string[] = ORDER_STATUSES;
export const isSmsEvent = (status: string): status is SmsEvent =>
  knownEvents.includes(status) && (SMS_EVENTS as readonly string[]).includes(status);

/** The variables a template may use, `{waybill}`…, and the longest text each may bring (for counting parts). */
const SMS_VARIABLES = { waybill: 15, receiver: 30, outlet: 40, time: 16 } as const;
export type SmsVariable = keyof typeof SMS_VARIABLES;
export type SmsValues = Record<SmsVariable, string>;
const VARIABLE = /\{([a-zA-Z]+)\}/g;

const SMS_COMMERCIAL_PREFIX = 'RM0.00';
/** The word a receiver replies to stop a customer's messages. */
export const SMS_OPT_OUT_WORD = 'STOP';
export const SMS_LIMITS = { nameMax: 50, contentMax: 459, partsMax: 3, templatesMax: 50 } as const;

/**
 * GSM 03.38 (3GPP TS 23.038) default alphabet: a character of the basic set is one septet; one of the
 * extension table (form feed ^ { } \ [ ~ ] | €) is two, the escape 0x1B and its code. A text only of
 * these goes as GSM-7, 160 septets in one part, 153 a part when split (the concatenation header takes
 * the rest). Any other character makes the whole text UCS-2, counted as the handset sends it: UTF-16
 * code units, so an emoji or another character beyond the BMP takes 2; 70 in one part, 67 when split.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');
const SMS_PART_SIZES = {
  'GSM-7': { single: 160, split: 153 },
  'UCS-2': { single: 70, split: 67 },
} as const;
export type SmsEncoding = keyof typeof SMS_PART_SIZES;

/**
 * The parts a text is sent (and charged) in, its encoding and its length in that encoding's units.
 * A split text is cut between characters, never inside one: an extension character's escape stays with
 * its code and an emoji's two halves in one part, so a part may carry one unit less than it could.
 */
export function smsParts(text: string): { encoding: SmsEncoding; units: number; parts: number } {
  const chars = Array.from(text);
  const gsm = chars.every((ch) => GSM_BASIC.has(ch) || GSM_EXTENSION.has(ch));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const widths = chars.map((ch) => (gsm ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length));
  const units = widths.reduce((a, b) => a + b, 0);
  const size = SMS_PART_SIZES[encoding];
  if (units <= size.single) return { encoding, units, parts: 1 };
  let parts = 1;
  let room = size.split;
  for (const w of widths) {
    if (w > room) {
      parts += 1;
      room = size.split;
    }
    room -= w;
  }
  return { encoding, units, parts };
}

/** The variables a text names, in order (an unknown name included, so it can be refused). */
const variablesOf = (text: string): string[] => [...text.matchAll(VARIABLE)].map((m) => m[1]!);

/** A template's text with its variables filled (an unknown variable stays as written). */
export const fillTemplate = (text: string, values: SmsValues): string =>
  text.replace(VARIABLE, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as SmsVariable] : whole));

/** The text at its longest: each variable as long as it may be (what the parts limit is checked on). */
const longest = (text: string) =>
  fillTemplate(text, Object.fromEntries(Object.entries(SMS_VARIABLES).map(([k, n]) => [k, 'x'.repeat(n)])) as SmsValues);

/** Parts of a template at its longest (each variable as long as it may be). */
export const templateParts = (content: string): number => smsParts(longest(content)).parts;

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|my|net|org|io|co|ly|link|me)(?:\.[a-z]{2})?\b(?:\/\S*)?/i;
const hasLink = (text: string): boolean => LINK.test(text);

/** Why a template cannot be saved as it is, or null (the form and the server both ask). */
export function templateRefusal(
  t: { type: SmsTemplateType; content: string; allowLinks: boolean },
  linksPermitted: boolean,
): { key: MessageKey; params?: Record<string, string | number> } | null {
  const unknown = variablesOf(t.content).find((v) => !Object.hasOwn(SMS_VARIABLES, v));
  if (unknown) return { key: 'smsUnknownVariable', params: { name: unknown } };
  if (t.type === 'COMMERCIAL' && !t.content.startsWith(SMS_COMMERCIAL_PREFIX))
    return { key: 'smsCommercialPrefix', params: { prefix: SMS_COMMERCIAL_PREFIX } };
  if (hasLink(t.content) && !(t.allowLinks && linksPermitted)) return { key: 'smsLinkRefused' };
  if (templateParts(t.content) > SMS_LIMITS.partsMax) return { key: 'smsTooManyParts', params: { max: SMS_LIMITS.partsMax } };
  return null;
}

/**
 * The default template (queryDefaultTemplate): a plain notice, no link, one part in English, on one event
 * (out for delivery): a template preset to two events sent the same receiver two texts for one parcel.
 */
export const DEFAULT_SMS_TEMPLATE = {
  name: 'Parcel update',
  type: 'NOTICE' as SmsTemplateType,
  content: 'Parcel {waybill} for {receiver}: now at {outlet}, {time}. Reply STOP to opt out.',
  events: ['DELIVERING'] as SmsEvent[],
  allowLinks: false,
};

const templateFields = {
  name: singleLine({ error: 'smsNameRequired' })
    .trim()
    .min(1, { error: 'smsNameRequired' })
    .max(SMS_LIMITS.nameMax, { error: 'textTooLong' }),
  type: z.enum(SMS_TEMPLATE_TYPES, { error: 'invalidParameter' }),
  content: multiline({ error: 'smsContentRequired' })
    .trim()
    .min(1, { error: 'smsContentRequired' })
    .max(SMS_LIMITS.contentMax, { error: 'textTooLong' }),
  events: z
    .array(z.enum(SMS_EVENTS, { error: 'invalidParameter' }))
    .min(1, { error: 'smsEventsRequired' })
    .transform((e) => [...new Set(e)]),
  allowLinks: z.boolean().default(false),
};
export const addSmsTemplateParameter = z.object({ ...templateFields, status: z.union([z.literal(1), z.literal(2)]).default(2) });
export type SmsTemplateInput = z.infer<typeof addSmsTemplateParameter>;
export const updateSmsTemplateParameter = z.object({ id: z.number().int().positive(), ...templateFields });
export const smsTemplateIdParameter = z.object({ id: z.number().int().positive() });
export const updateSmsStatusBatchParameter = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(SMS_LIMITS.templatesMax),
  status: z.union([z.literal(1), z.literal(2)], { error: 'invalidParameter' }),
});
export const smsTemplateListParameter = pagingParameter.extend({
  name: z.preprocess(unset, singleLine().trim().max(SMS_LIMITS.nameMax).optional()),
  status: z.preprocess(
    unset,
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  ),
});
/** Admin: whether a customer's templates may carry links. */
export const allowSmsLinksParameter = z.object({ customerCode: singleLine().trim().min(1).max(20), allowed: z.boolean() });

export interface SmsTemplate {
  id: number;
  name: string;
  type: SmsTemplateType;
  content: string;
  events: SmsEvent[];
  allowLinks: boolean;
  status: SmsTemplateStatus;
  /** Parts of the text at its longest (each variable as long as it may be). */
  parts: number;
  updatedAt: string;
}

/** A message's life: queued, handed to the provider, then delivered or failed; or never sent (opted out). */
export const SMS_STATES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'OPTED_OUT'] as const;
export type SmsState = (typeof SMS_STATES)[number];
export const SMS_STATE_LABELS: Record<SmsState, MessageKey> = {
  QUEUED: 'smsStateQueued',
  SENT: 'smsStateSent',
  DELIVERED: 'smsStateDelivered',
  FAILED: 'smsStateFailed',
  OPTED_OUT: 'smsStateOptedOut',
};

export const smsLogFilterParameter = z.object({
  waybillNo: z.preprocess(unset, singleLine().trim().max(30).optional()),
  state: z.preprocess(unset, z.enum(SMS_STATES, { error: 'invalidParameter' }).optional()),
  event: z.preprocess(unset, z.enum(SMS_EVENTS, { error: 'invalidParameter' }).optional()),
  createdStart: z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
      .optional(),
  ),
  createdEnd: z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
      .optional(),
  ),
});
export type SmsLogFilter = z.infer<typeof smsLogFilterParameter>;
export const smsLogParameter = pagingParameter.extend(smsLogFilterParameter.shape);
export const realPhoneNumParameter = z.object({ id: z.number().int().positive() });

export interface SmsLogRow {
  id: number;
  waybillNo: string;
  templateName: string;
  event: SmsEvent;
  /** Masked (realPhoneNum reveals it, audited). */
  receiverTel: string;
  text: string;
  parts: number;
  costSen: number;
  state: SmsState;
  failure: string;
  createdAt: string;
  deliveredAt: string | null;
}
