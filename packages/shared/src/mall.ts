import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import type { MessageKey } from './messages.ts';
import { waybillNoParameter } from './order-edit.ts';
import { malaysianDateTime, unset } from './order-manage.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';
import { giftReceiverSchema } from './topup.ts';

/**
 * The member mall (memberCenter, issue 18; docs/decisions.md "Member mall"): points earned from what
 * a prepaid customer pays for its shipments and taken back with refunds, a growth value that is never
 * spent and decides the level, and gifts exchanged for points.
 */

export const MALL_PAGES = {
  accountInfo: 'accountInfo',
  pointReward: 'pointReward',
  growthLog: 'growthLog',
  integralLog: 'integralLog',
  exchangeLog: 'exchangeLog',
} as const satisfies Record<string, CustomerPage>;

/** Every member page reads the account's standing (the header of each shows it). */
export const MALL_ANY_PAGE = Object.values(MALL_PAGES);

/** One point for each whole ringgit of a wallet line (an order's price, an edit's difference, a refund). */
const SEN_PER_POINT = 100;

/** Points (and growth) a wallet line moves: an amount taken earns, an amount given back takes back, whole ringgit only. */
export const pointsOfWalletLine = (amountSen: number): number => Math.trunc(-amountSen / SEN_PER_POINT) || 0;

/** Points of a paid monthly statement: its total's whole ringgit (a total below zero, all credits, earns none). */
export const pointsOfPaid = (totalSen: number): number => Math.max(0, Math.trunc(totalSen / SEN_PER_POINT));

/** The wallet ledger kinds that move points: what an order costs, and what a cancellation or an edit gives back. */
export const POINT_EARNING_WALLET_KINDS = ['ORDER', 'ORDER_EDIT', 'REFUND'] as const;

/** Points ledger kinds: the wallet's (above), a paid monthly statement, an exchange of gifts, an opening balance carried over. */
const POINTS_LEDGER_KINDS = [...POINT_EARNING_WALLET_KINDS, 'STATEMENT', 'EXCHANGE', 'OPENING'] as const;
export type PointsLedgerKind = (typeof POINTS_LEDGER_KINDS)[number];
export const POINTS_KIND_LABELS: Record<PointsLedgerKind, MessageKey> = {
  ORDER: 'mallKindOrder',
  ORDER_EDIT: 'mallKindOrderEdit',
  REFUND: 'mallKindRefund',
  STATEMENT: 'mallKindStatement',
  EXCHANGE: 'mallKindExchange',
  OPENING: 'mallKindOpening',
};

/** Growth levels, lowest first: the growth value reached decides the level (never points, which are spent). */
export const MEMBER_LEVELS = ['SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export interface LevelRule {
  /** Growth from which the level holds. */
  growthFrom: number;
  /** The most gifts one exchange may take. */
  maxPerExchange: number;
  label: MessageKey;
  benefits: readonly MessageKey[];
}

export const LEVEL_RULES: Record<MemberLevel, LevelRule> = {
  SILVER: { growthFrom: 0, maxPerExchange: 1, label: 'mallLevelSilver', benefits: ['mallBenefitSilverGifts', 'mallBenefitOnePerExchange'] },
  GOLD: { growthFrom: 1_000, maxPerExchange: 2, label: 'mallLevelGold', benefits: ['mallBenefitGoldGifts', 'mallBenefitTwoPerExchange'] },
  PLATINUM: {
    growthFrom: 5_000,
    maxPerExchange: 3,
    label: 'mallLevelPlatinum',
    benefits: ['mallBenefitPlatinumGifts', 'mallBenefitThreePerExchange'],
  },
  DIAMOND: {
    growthFrom: 20_000,
    maxPerExchange: 5,
    label: 'mallLevelDiamond',
    benefits: ['mallBenefitDiamondGifts', 'mallBenefitFivePerExchange'],
  },
};

/** The level a growth value reaches. */
export function levelOf(growth: number): MemberLevel {
  let level: MemberLevel = 'SILVER';
  for (const l of MEMBER_LEVELS) if (growth >= LEVEL_RULES[l].growthFrom) level = l;
  return level;
}

/** The level after `level`, or null at the top. */
export const nextLevel = (level: MemberLevel): MemberLevel | null => MEMBER_LEVELS[MEMBER_LEVELS.indexOf(level) + 1] ?? null;

/** Whether a member of `level` may exchange a gift kept for `giftLevel` members and above. */
export const levelReaches = (level: MemberLevel, giftLevel: MemberLevel): boolean =>
  MEMBER_LEVELS.indexOf(level) >= MEMBER_LEVELS.indexOf(giftLevel);

/** What happens to an exchanged gift: it waits at the courier's gift store, goes out under a waybill, arrives. */
export const GIFT_DELIVERY_STATUSES = ['PENDING', 'SHIPPED', 'DELIVERED'] as const;
export type GiftDeliveryStatus = (typeof GIFT_DELIVERY_STATUSES)[number];
export const GIFT_DELIVERY_LABELS: Record<GiftDeliveryStatus, MessageKey> = {
  PENDING: 'mallDeliveryPending',
  SHIPPED: 'mallDeliveryShipped',
  DELIVERED: 'mallDeliveryDelivered',
};

/** The gift store moves an exchange one step at a time: dispatched under a waybill, then delivered. */
export const GIFT_DELIVERY_NEXT = { PENDING: 'SHIPPED', SHIPPED: 'DELIVERED' } as const satisfies Partial<
  Record<GiftDeliveryStatus, GiftDeliveryStatus>
>;
/** A step the gift store records: a state some other state moves to. */
export type GiftDeliveryStep = (typeof GIFT_DELIVERY_NEXT)[keyof typeof GIFT_DELIVERY_NEXT];
const GIFT_DELIVERY_STEPS = Object.values(GIFT_DELIVERY_NEXT) as [GiftDeliveryStep, ...GiftDeliveryStep[]];
/** The state an exchange must be in to move to `step`: the one GIFT_DELIVERY_NEXT moves to it. */
export const giftDeliveryBefore = (step: GiftDeliveryStep): GiftDeliveryStatus =>
  (Object.keys(GIFT_DELIVERY_NEXT) as (keyof typeof GIFT_DELIVERY_NEXT)[]).find((s) => GIFT_DELIVERY_NEXT[s] === step)!;
/** The step an exchange in `status` can take next, if any. */
export const giftDeliveryNext = (status: GiftDeliveryStatus): GiftDeliveryStep | null =>
  status in GIFT_DELIVERY_NEXT ? GIFT_DELIVERY_NEXT[status as keyof typeof GIFT_DELIVERY_NEXT] : null;

export const GIFT_CATEGORIES = ['PACKING', 'OFFICE', 'LIFESTYLE', 'VOUCHER'] as const;
export type GiftCategory = (typeof GIFT_CATEGORIES)[number];

/** `mall/statistic`: the member's standing. */
export interface MallStatistic {
  points: number;
  growth: number;
  level: MemberLevel;
  levelName: string;
  nextLevel: MemberLevel | null;
  nextLevelName: string;
  /** Growth still needed for the next level (0 at the top). */
  growthToNext: number;
  /** Growth from which the current level holds and the next begins (null at the top): the progress bar's ends. */
  levelFrom: number;
  nextFrom: number | null;
  exchanges: number;
}

/** `mall/queryGrowInfo`: every level with its threshold and benefits, and where the member stands. */
export interface GrowInfo {
  growth: number;
  level: MemberLevel;
  levels: { level: MemberLevel; name: string; growthFrom: number; maxPerExchange: number; benefits: string[]; current: boolean }[];
}

export interface GiftRow {
  id: number;
  code: string;
  name: string;
  category: GiftCategory;
  pointsPrice: number;
  stock: number;
  minLevel: MemberLevel;
  minLevelName: string;
  /** Whether this member's level reaches the gift's. */
  allowed: boolean;
}

export interface PointsLogRow {
  id: number;
  kind: PointsLedgerKind;
  kindName: string;
  reference: string;
  points: number;
  growth: number;
  balanceAfter: number;
  growthAfter: number;
  createdAt: string;
}

export interface GiftOrderRow {
  id: number;
  orderNo: string;
  giftCode: string;
  giftName: string;
  quantity: number;
  points: number;
  receiverName: string;
  receiverTel: string;
  receiverPost: string;
  receiverAddress: string;
  deliveryStatus: GiftDeliveryStatus;
  deliveryStatusName: string;
  waybillNo: string;
  createdAt: string;
}

const textFilter = (max: number) => z.preprocess(unset, singleLine().trim().max(max).optional());

/** `mall/queryGoodsPage`: the catalogue, optionally by category or a word of the name. */
export const goodsPageParameter = pagingParameter.extend({
  category: z.preprocess(unset, z.enum(GIFT_CATEGORIES, { error: 'invalidParameter' }).optional()),
  keyword: textFilter(50),
});

/** The growth and points logs: a date range of the line's time. */
export const pointsLogParameter = pagingParameter.extend({
  createTimeStart: malaysianDateTime,
  createTimeEnd: malaysianDateTime,
});

/** `mall/queryGiftOrderRecordRaw`: the exchanges, by delivery state and time. */
export const giftOrderListParameter = pointsLogParameter.extend({
  deliveryStatus: z.preprocess(unset, z.enum(GIFT_DELIVERY_STATUSES, { error: 'invalidParameter' }).optional()),
  orderNo: textFilter(20),
});

/** The most gifts any exchange may take; the member's level may allow fewer (LEVEL_RULES). */
const MAX_PER_EXCHANGE = Math.max(...MEMBER_LEVELS.map((l) => LEVEL_RULES[l].maxPerExchange));

/** `mall/createGiftOrder`: one gift, how many, and where it goes (the top-up gift's receiver form). */
export const createGiftOrderParameter = giftReceiverSchema.omit({ goodsCode: true }).extend({
  giftId: z.coerce.number({ error: 'mallGiftRequired' }).int().positive({ error: 'mallGiftRequired' }).max(2_147_483_647),
  quantity: z.coerce
    .number({ error: 'mallQuantityRange' })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PER_EXCHANGE, {
      error: 'mallQuantityRange',
      params: { max: MAX_PER_EXCHANGE },
    })
    .default(1),
});
export type CreateGiftOrderInput = z.infer<typeof createGiftOrderParameter>;

/** The gift order's number, from its id. */
export const giftOrderNo = (id: number): string => `GF${String(id).padStart(8, '0')}`;

/** A gift as the courier's gift store keeps it (admin menu 909, mallGifts). */
export interface GiftRecord {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  nameMl: string;
  category: GiftCategory;
  pointsPrice: number;
  stock: number;
  minLevel: MemberLevel;
  active: boolean;
  sort: number;
  exchanged: number;
}

const giftName = singleLine().trim().min(1, { error: 'mallGiftNameRequired' }).max(100);

/** `mall/saveGift` (admin): a new gift (no id) or a gift's details; stock changes only by `mall/addGiftStock`. */
export const saveGiftParameter = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  code: singleLine()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, { error: 'mallGiftCodeFormat' }),
  nameZh: giftName,
  nameEn: giftName,
  nameMl: giftName,
  category: z.enum(GIFT_CATEGORIES, { error: 'invalidParameter' }),
  pointsPrice: z.coerce
    .number({ error: 'mallGiftPriceRange' })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000, { error: 'mallGiftPriceRange' }),
  minLevel: z.enum(MEMBER_LEVELS, { error: 'invalidParameter' }),
  active: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type SaveGiftInput = z.infer<typeof saveGiftParameter>;

/** `mall/addGiftStock` (admin): stock received at the gift store (or taken off, negative, never below zero). */
export const addGiftStockParameter = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce
    .number({ error: 'mallStockChangeRange' })
    .refine((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 100_000, { error: 'mallStockChangeRange' }),
});

/** `mall/listGiftOrders` (admin): every customer's exchanges, by delivery state, customer code or order number. */
export const adminGiftOrderListParameter = giftOrderListParameter.extend({ customerCode: textFilter(20) });

/** An exchange as the gift store's dispatch list shows it: the member's row and whose it is. */
export interface AdminGiftOrderRow extends GiftOrderRow {
  customerCode: string;
  customerName: string;
}

/**
 * `mall/moveGiftDelivery` (admin): the gift store dispatches an exchange under the waybill it went out
 * with, then records it delivered. One step at a time (GIFT_DELIVERY_NEXT).
 */
export const moveGiftDeliveryParameter = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    status: z.enum(GIFT_DELIVERY_STEPS, { error: 'invalidParameter' }),
    waybillNo: z.preprocess(unset, waybillNoParameter.optional()),
  })
  .refine((v) => v.status !== 'SHIPPED' || !!v.waybillNo, { error: 'mallWaybillRequired', path: ['waybillNo'] });
export type MoveGiftDeliveryInput = z.infer<typeof moveGiftDeliveryParameter>;
