/**
 * The shipper's dashboard and the aging (delivery-time) query (issue 15): the period they are read
 * for, how statuses group into the figures, the rates, the banners and announcements the
 * administrator keeps, and the contract renewal prompt. docs/decisions.md "Dashboard figures".
 */
import { z } from 'zod';
import { ROUTE_CLASSES } from './delivery-time.ts';
import type { LocalText } from './lang.ts';
import { localText } from './local-text.ts';
import type { CustomerPage } from './menu.ts';
import { type OrderStatus, PRODUCTS } from './order.ts';
import { multipleChoice } from './select.ts';
import { singleLine } from './text.ts';
import { DAY_MS, daysBetween, isCalendarDay, isStorableInstant, malaysiaDate, STORABLE_YEARS } from './time.ts';

/** The grant behind the dashboard's figures (a sub-account sees them when its main account grants it). */
export const DASHBOARD_PAGE = 'dashboard' satisfies CustomerPage;
/** The aging query page; its report is the dashboard's delivery-time chart too. */
export const AGING_QUERY_PAGE = 'agingQuery' satisfies CustomerPage;

export const DASHBOARD_LIMITS = {
  /** A period is at most a year and a day (a leap year's whole year). */
  maxPeriodDays: 366,
  /** The period when none is given: the last 30 days, today included. */
  defaultPeriodDays: 30,
  /** The renewal prompt shows from this many days before the contract's end. */
  renewalPromptDays: 30,
  titleMax: 100,
  bodyMax: 300,
  contentMax: 2_000,
  linkMax: 300,
  /** A banner's place among the others: 0 first. */
  sortMax: 9_999,
  /** Banners and announcements the dashboard shows at most. */
  bannersShown: 5,
  announcementsShown: 10,
} as const;

/**
 * The dashboard's status groups: every status in exactly one (a test checks), in the order the
 * charts stack them.
 */
export const STATUS_GROUPS = {
  awaitingPickup: ['PENDING', 'PUSAT_DISPATCH', 'DISPATCH', 'PICKUP_FAILED'],
  inTransit: ['GOT', 'IN_TRANSIT', 'DELIVERING', 'UNSIGNED'],
  problem: ['PROBLEM'],
  signed: ['SIGNED'],
  returned: ['RETURNING', 'RETURNED'],
  cancelled: ['CANCEL_ORDER'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type StatusGroup = keyof typeof STATUS_GROUPS;
export const STATUS_GROUP_LIST = Object.keys(STATUS_GROUPS) as StatusGroup[];

export const statusGroupOf = (status: string): StatusGroup | null =>
  STATUS_GROUP_LIST.find((g) => (STATUS_GROUPS[g] as readonly string[]).includes(status)) ?? null;

/**
 * The parcels the courier has taken: the sign-for rate's base. A parcel not yet picked up (or
 * cancelled) cannot be signed for, so it does not lower the rate.
 */
export const SHIPPED_GROUPS: readonly StatusGroup[] = ['inTransit', 'problem', 'signed', 'returned'];
/** COD still to be collected: parcels that may yet be signed for. */
export const COD_PENDING_GROUPS: readonly StatusGroup[] = ['awaitingPickup', 'inTransit', 'problem'];
/** COD that will not be collected: the parcel goes or went back to the shipper. */
export const COD_RETURNED_GROUPS: readonly StatusGroup[] = ['returned'];

/** `part / whole` rounded to 4 decimals (0.9731 is 97.31%), null when there is no base. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

const dayText = singleLine().refine(isCalendarDay, { error: 'dateFormatError' });

/** The Malaysian days of `from`..`to` in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The period when none is given: the last `defaultPeriodDays` Malaysian days up to today. */
export const defaultPeriod = (now: Date = new Date()): { dateFrom: string; dateTo: string } => ({
  dateFrom: malaysiaDate(-(DASHBOARD_LIMITS.defaultPeriodDays - 1), now),
  dateTo: malaysiaDate(0, now),
});

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A period of whole Malaysian days by the day the shipments were placed (`YYYY-MM-DD`, both ends
 * counted); both ends or neither (the last 30 days). At most `maxPeriodDays`.
 */
const periodFields = z.object({
  dateFrom: z.preprocess(blank, dayText.optional()),
  dateTo: z.preprocess(blank, dayText.optional()),
});
const checkPeriod = (p: { dateFrom?: string; dateTo?: string }, ctx: z.core.$RefinementCtx) => {
  if (!p.dateFrom !== !p.dateTo) {
    ctx.addIssue({ code: 'custom', message: 'periodIncomplete', path: [p.dateFrom ? 'dateTo' : 'dateFrom'] });
    return;
  }
  if (!p.dateFrom || !p.dateTo) return;
  if (p.dateFrom > p.dateTo) ctx.addIssue({ code: 'custom', message: 'periodReversed', path: ['dateTo'] });
  else if (daysBetween(p.dateFrom, p.dateTo) > DASHBOARD_LIMITS.maxPeriodDays)
    ctx.addIssue({ code: 'custom', message: 'periodTooLong', path: ['dateTo'], params: { max: DASHBOARD_LIMITS.maxPeriodDays } });
};
export const periodParameter = periodFields.superRefine(checkPeriod);
export type PeriodParameter = z.infer<typeof periodParameter>;
export interface Period {
  dateFrom: string;
  dateTo: string;
}
export const periodOf = (p: PeriodParameter, now?: Date): Period =>
  p.dateFrom && p.dateTo ? { dateFrom: p.dateFrom, dateTo: p.dateTo } : defaultPeriod(now);

/**
 * `getPrescriptionReport`: a period, and optionally one product, one route class, and the service
 * times (time-effective types, the picker's multiple choice) whose routes are counted.
 */
export const prescriptionParameter = periodFields
  .extend({
    expressType: z.preprocess(blank, z.enum(PRODUCTS, { error: 'expressTypeError' }).optional()),
    routeClass: z.preprocess(blank, z.enum(ROUTE_CLASSES, { error: 'invalidParameter' }).optional()),
    timeEffectiveTypeIds: multipleChoice(z.number({ error: 'invalidParameter' }).int().positive()).default([]),
  })
  .superRefine(checkPeriod);
export type PrescriptionParameter = z.input<typeof prescriptionParameter>;

// ---- Replies -------------------------------------------------------------------------------------

/** `getData`: the period's headline figures. */
export interface DashboardHeadline extends Period {
  /** Shipments placed in the period, cancelled ones included, and their parcels. */
  orders: number;
  pieces: number;
  groups: Record<StatusGroup, number>;
  /** Taken by the courier (SHIPPED_GROUPS), and of those signed for. */
  shipped: number;
  signed: number;
  signRate: number | null;
  /** Signed parcels with a pick-up scan (delivery time measured), and of those signed on time. */
  measured: number;
  onTime: number;
  onTimeRate: number | null;
  /** Mean measured delivery days (D+n), 2 decimals; null when nothing was measured. */
  averageDays: number | null;
  codCollectedSen: number;
  codPendingSen: number;
}

/** `getHomeStatusCount`: shipments by status, and by day and status group. */
export interface HomeStatusCount extends Period {
  counts: Record<OrderStatus, number> & { all: number };
  days: ({ day: string; all: number } & Record<StatusGroup, number>)[];
}

/** `getReceiptRate`: the sign-for rate by day of placing. */
export interface ReceiptRate extends Period {
  shipped: number;
  signed: number;
  rate: number | null;
  days: { day: string; shipped: number; signed: number; rate: number | null }[];
}

interface CodFigure {
  orders: number;
  sen: number;
}
/** `getCodFeeCount`: cash on delivery of the period's shipments. */
export interface CodFeeCount extends Period {
  /** Every COD shipment not cancelled, with the amounts to collect. */
  total: CodFigure;
  /** Signed for: the cash the riders collected. */
  collected: CodFigure;
  /** May still be signed for (COD_PENDING_GROUPS): the amounts still to collect. */
  pending: CodFigure;
  /** Going or gone back: not to be collected. */
  returned: CodFigure;
}

/** One line of the aging report: a route class and product. */
export interface PrescriptionLine {
  routeClass: (typeof ROUTE_CLASSES)[number];
  expressType: string;
  expressTypeName: string;
  /** The promised D+n range of the line's routes (a route class may hold two promises: East Malaysia). */
  promisedMin: number;
  promisedMax: number;
  signed: number;
  measured: number;
  onTime: number;
  onTimeRate: number | null;
  averageDays: number | null;
  /** Signed parcels by measured delivery days, shortest first. */
  distribution: { days: number; parcels: number }[];
}
export interface PrescriptionReport extends Period {
  lines: PrescriptionLine[];
  total: Omit<PrescriptionLine, 'routeClass' | 'expressType' | 'expressTypeName' | 'promisedMin' | 'promisedMax'>;
}

// ---- Banners and announcements (the administrator's) --------------------------------------------

/**
 * Where a banner leads: a page of the portal (`/orders/normalOrder`) or an https address; '' for
 * none. Nothing else (no `javascript:`, no other scheme).
 */
const bannerLink = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  singleLine()
    .trim()
    .max(DASHBOARD_LIMITS.linkMax)
    .refine((v) => v === '' || /^\/(?!\/)[\w\-/?=&.%]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), { error: 'bannerLinkInvalid' }),
);

/** When a banner or announcement shows from or until: an instant with its zone, within STORABLE_YEARS. */
const optionalInstant = z.preprocess(
  blank,
  z.iso
    .datetime({ offset: true, error: 'dateFormatError' })
    .refine(isStorableInstant, { error: 'contentTimeOutOfRange', params: STORABLE_YEARS })
    .optional(),
);
const shownBetween = (v: { startsAt?: string; endsAt?: string }, ctx: z.core.$RefinementCtx) => {
  if (v.startsAt && v.endsAt && Date.parse(v.startsAt) >= Date.parse(v.endsAt))
    ctx.addIssue({ code: 'custom', message: 'periodReversed', path: ['endsAt'] });
};

export const BANNER_TONES = ['red', 'blue', 'green', 'orange', 'purple'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

export const bannerFields = z.object({
  title: localText(DASHBOARD_LIMITS.titleMax),
  body: localText(DASHBOARD_LIMITS.bodyMax, true),
  link: bannerLink,
  tone: z.enum(BANNER_TONES, { error: 'invalidParameter' }).default('red'),
  sort: z
    .number({ error: 'bannerSortInvalid' })
    .int({ error: 'bannerSortInvalid' })
    .min(0, { error: 'bannerSortInvalid' })
    .max(DASHBOARD_LIMITS.sortMax, { error: 'bannerSortInvalid' })
    .default(0),
  active: z.boolean().default(true),
  startsAt: optionalInstant,
  endsAt: optionalInstant,
});
export const bannerParameter = bannerFields.superRefine(shownBetween);
export type BannerInput = z.infer<typeof bannerParameter>;

export const announcementFields = z.object({
  title: localText(DASHBOARD_LIMITS.titleMax),
  content: localText(DASHBOARD_LIMITS.contentMax, true),
  pinned: z.boolean().default(false),
  /** When it is shown from: now when not given. */
  startsAt: optionalInstant,
  endsAt: optionalInstant,
});
export const announcementParameter = announcementFields.superRefine(shownBetween);
export type AnnouncementInput = z.infer<typeof announcementParameter>;

const recordId = z.number({ error: 'invalidParameter' }).int().positive().max(2_147_483_647);
export const contentIdParameter = z.object({ id: recordId });
export const updateBannerParameter = bannerFields.extend({ id: recordId }).superRefine(shownBetween);
export const updateAnnouncementParameter = announcementFields.extend({ id: recordId }).superRefine(shownBetween);

/** A banner as the dashboard shows it (`getAdvertising`): texts in the request language. */
export interface Banner {
  id: number;
  title: string;
  body: string;
  link: string;
  tone: BannerTone;
}
/** An announcement as the dashboard shows it (`getInformationList`). */
export interface Announcement {
  id: number;
  title: string;
  content: string;
  pinned: boolean;
  /** When it is shown from, ISO. */
  publishedAt: string;
}
/** A banner or announcement as the administrator edits it: every language, and when it shows. */
export interface BannerRecord extends Omit<Banner, 'title' | 'body'> {
  title: LocalText;
  /** The title in the request language: what the administrator's list shows. */
  localTitle: string;
  body: LocalText;
  sort: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  updatedAt: string;
}
export interface AnnouncementRecord {
  id: number;
  title: LocalText;
  localTitle: string;
  content: LocalText;
  pinned: boolean;
  startsAt: string;
  endsAt: string | null;
  updatedAt: string;
}

// ---- Contract renewal --------------------------------------------------------------------------

const RENEWAL_DECISIONS = ['AGREED', 'REFUSED'] as const;
export type RenewalDecision = (typeof RENEWAL_DECISIONS)[number];

/** `getContractStatus`: the customer's current contract and whether to prompt for its renewal. */
export interface ContractStatus {
  contractNo: string;
  startDate: string;
  endDate: string;
  /** Days from today (Malaysian) to the end date; negative once it has ended. */
  daysLeft: number;
  /** Within `renewalPromptDays` of the end (or past it) and not yet answered. */
  prompt: boolean;
  decision: RenewalDecision | null;
  decidedAt: string | null;
}

/** Whether the renewal prompt shows: no answer yet and the end is `renewalPromptDays` away or nearer. */
export const renewalPromptDue = (daysLeft: number, decision: RenewalDecision | null): boolean =>
  decision === null && daysLeft <= DASHBOARD_LIMITS.renewalPromptDays;
