import type { PostcodePlace } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { paysFromWallet } from '@portal/shared/order';
import { type DomesticOrderInput, type InsertOrderParameter, type OrderIssue, orderIssues } from '@portal/shared/order-rules';
import { normaliseDomesticPhone } from '@portal/shared/phone';
import { domesticZone, type PriceBreakdown } from '@portal/shared/pricing';
import { malaysiaDate } from '@portal/shared/time';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { isUniqueViolation, PortalError, rulesBroken } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { GeographyService } from '../geography/service.ts';
import type { WalletService } from '../prepay/service.ts';
import { type DropPointService, domesticSortCode } from '../service-area/service.ts';
import type { TrackingService } from '../tracking/service.ts';
import type { CustomerOrderContext, OrderContexts } from './order-context.ts';
import { type OrderRow, writeOrder } from './order-statement.ts';
import type { PricingService, Quote } from './pricing-service.ts';
import type { WaybillNumbers } from './waybill-numbers.ts';

export interface PlacedOrder {
  waybillNo: string;
  status: string;
  price: PriceBreakdown;
  /** False when this request id had already placed the order (a retry or double click). */
  created: boolean;
}

/** Sender and receiver must be real places; their names are stored as the region data spells them. */
async function placeParties(geography: GeographyService, input: DomesticOrderInput) {
  const side = async (prefix: 'sender' | 'receiver', postcode: string, prov: string, city: string) => {
    const places = await geography.lookup([{ postcode }]);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const place = places.find((p) => same(p.prov, prov) && same(p.city, city));
    if (!place)
      return {
        issue: { field: `${prefix}Postcode`, key: prefix === 'sender' ? 'senderRegionNotFound' : 'receiverRegionNotFound' } as OrderIssue,
      };
    return { place };
  };
  const [sender, receiver] = await Promise.all([
    side('sender', input.senderPostcode, input.senderProv, input.senderCity),
    side('receiver', input.receiverPostcode, input.receiverProv, input.receiverCity),
  ]);
  return { sender, receiver };
}

/** Everything an order is checked against before any write: shape (zod, done), rules, places, price. */
export async function checkDomesticOrder(
  deps: { contexts: OrderContexts; geography: GeographyService; pricing: PricingService; dropPoints: DropPointService },
  { customerId }: RowScope,
  input: DomesticOrderInput,
  /** 'price': only what the price depends on (the form asks for a price before pay method and pick-up are chosen). */
  rules: 'all' | 'price' = 'all',
  /** The Malaysian day it is priced for (its promotions): today, or a past order's own day. */
  day: string = malaysiaDate(),
): Promise<{
  ctx: CustomerOrderContext;
  issues: OrderIssue[];
  price?: Quote;
  places?: { sender: PostcodePlace; receiver: PostcodePlace };
}> {
  const ctx = await deps.contexts.load({ customerId });
  const issues = orderIssues(input, ctx, rules === 'all' ? 'order' : 'price').filter(
    (i) => rules === 'all' || (i.field !== 'payMethod' && i.field !== 'pickupTime'),
  );
  const { sender, receiver } = await placeParties(deps.geography, input);
  if (sender.issue) issues.push(sender.issue);
  if (receiver.issue) issues.push(receiver.issue);
  if (rules === 'all') issues.push(...(await deps.dropPoints.orderIssues(input)));
  if (issues.length || !sender.place || !receiver.place) return { ctx, issues };
  const zone = domesticZone(sender.place.prov, receiver.place.prov);
  const price = await deps.pricing.quote(
    input.expressType,
    customerId,
    {
      zone,
      weightG: input.weightG,
      lengthCm: input.lengthCm,
      widthCm: input.widthCm,
      heightCm: input.heightCm,
      packages: input.packageCount,
      valueSen: input.goodsValueSen,
      codSen: input.codSen,
      codFee: ctx.codFee,
    },
    day,
  );
  return { ctx, issues, price, places: { sender: sender.place, receiver: receiver.place } };
}

/**
 * The columns a domestic order's fields and price give it: what placing writes and an edit rewrites
 * (the waybill number, customer, request id and kind stay). Places as the region data spells them.
 */
export function domesticOrderColumns(input: DomesticOrderInput, places: { sender: PostcodePlace; receiver: PostcodePlace }, price: Quote) {
  return {
    expressType: input.expressType,
    serveType: input.serveType,
    pickupAt: input.serveType === 'PICK UP' && input.pickupTime ? new Date(input.pickupTime) : null,
    dropPointCode: input.serveType === 'DROP OFF' ? (input.dropPointCode ?? null) : null,
    payMethod: input.payMethod,
    senderName: input.senderName,
    senderTel: normaliseDomesticPhone(input.senderTel),
    senderPostcode: input.senderPostcode,
    senderProv: places.sender.prov,
    senderCity: places.sender.city,
    senderAddress: input.senderAddress,
    receiverName: input.receiverName,
    receiverTel: normaliseDomesticPhone(input.receiverTel),
    receiverPostcode: input.receiverPostcode,
    receiverProv: places.receiver.prov,
    receiverCity: places.receiver.city,
    receiverAddress: input.receiverAddress,
    goodsName: input.goodsName,
    goodsType: input.goodsType,
    brandName: input.brandName,
    goodsNumber: input.goodsNumber,
    weightG: input.weightG,
    lengthCm: input.lengthCm ?? null,
    widthCm: input.widthCm ?? null,
    heightCm: input.heightCm ?? null,
    packageCount: input.packageCount,
    declaredValueSen: input.declaredValueSen || null,
    goodsValueSen: input.goodsValueSen,
    codSen: input.codSen,
    zone: price.zone,
    sortCode: domesticSortCode(places.receiver.prov, input.receiverPostcode),
    volumetricWeightG: price.volumetricWeightG,
    chargeableWeightG: price.chargeableWeightG,
    freightSen: price.freightSen,
    insuranceSen: price.insuranceSen,
    codFeeSen: price.codFeeSen,
    discountSen: price.discountSen,
    promotionId: price.promotion?.id ?? null,
    totalSen: price.totalSen,
    tariffId: price.tariffId,
    orderCode: input.orderCode,
    remark: input.remark,
  } satisfies Partial<OrderRow>;
}

/** What placing an order uses: the rules' services, the waybill block, the wallet and tracking. */
export interface PlaceDeps {
  db: Db;
  contexts: OrderContexts;
  waybills: WaybillNumbers;
  geography: GeographyService;
  pricing: PricingService;
  dropPoints: DropPointService;
  wallet: WalletService;
  tracking: TrackingService;
  translate: Parameters<typeof rulesBroken>[1];
}

/** An order that passed every rule: the row to write, its price, and whether the wallet pays it. */
export interface CheckedOrder {
  row: OrderRow;
  price: Quote;
  /** The amount the wallet is debited, or null when the order is paid otherwise. */
  debitSen: number | null;
}

/**
 * What placing one order and placing many share: the rules, places and price of `checkDomesticOrder`,
 * the wallet's being open, and the row with its waybill number. Throws the rules' refusal.
 */
export async function checkedOrder(
  deps: PlaceDeps,
  caller: RowScope & { userId: number },
  input: InsertOrderParameter,
  lang: Lang,
  vipMenuName: string | null,
  waybillNo: () => Promise<string>,
): Promise<CheckedOrder> {
  const wallet = paysFromWallet(input.payMethod);
  const checked = await checkDomesticOrder(deps, caller, input);
  if (checked.issues.length || !checked.price || !checked.places) throw rulesBroken(checked.issues, deps.translate, lang);
  if (wallet && checked.ctx.openPrepay !== 1) throw new PortalError(Code.BAD_PARAMETER, 'walletNotOpen');
  const { price, places } = checked;
  const row: OrderRow = {
    waybillNo: await waybillNo(),
    customerId: caller.customerId,
    createdBy: caller.userId,
    clientRequestId: input.clientRequestId,
    kind: 'domestic',
    ...domesticOrderColumns(input, places, price),
    vipMenuName,
  };
  return { row, price, debitSen: wallet ? price.totalSen : null };
}

/**
 * insertOrder.do: a waybill number, the order as PENDING with its first tracking event, and for a
 * wallet-paid order the debit with its ledger line, all in one statement. The same client request id
 * twice gives the first order back and charges nothing more.
 */
export async function placeDomesticOrder(
  deps: PlaceDeps,
  caller: RowScope & { userId: number },
  input: InsertOrderParameter,
  lang: Lang,
  vipMenuName: string | null,
): Promise<PlacedOrder> {
  let checked: CheckedOrder;
  try {
    checked = await checkedOrder(deps, caller, input, lang, vipMenuName, () => deps.waybills.next());
  } catch (err) {
    // The request id is not looked up before the checks (the insert answers a repeat); a repeat the
    // rules refuse now (a pick-up time gone by, a contract changed) still gets its order back.
    if (!(err instanceof PortalError)) throw err;
    const existing = await findByRequest(deps.db, caller, input.clientRequestId);
    if (existing) return existing;
    throw err;
  }
  const { row, price, debitSen } = checked;
  try {
    if (await writeOrder(deps, row, debitSen, caller.userId)) return { waybillNo: row.waybillNo, status: 'PENDING', price, created: true };
  } catch (err) {
    // This request id has placed its order already (a retry, a double click): its unique key refused
    // the row, and the whole statement with it, debit included. Answer that order; charge nothing more.
    const existing = isUniqueViolation(err) ? await findByRequest(deps.db, caller, input.clientRequestId) : null;
    if (existing) return existing;
    throw err;
  }
  // Nothing written: the wallet cannot cover the price, unless this is a repeat of an order the
  // wallet paid for when it could (the debit found no row before the request id's key was tried).
  const existing = await findByRequest(deps.db, caller, input.clientRequestId);
  if (existing) return existing;
  throw await deps.wallet.insufficient(deps.db, caller, price.totalSen);
}

/** The answer for an order already placed: its waybill, status and the price it was placed at. */
export function placedOf(o: typeof orders.$inferSelect): PlacedOrder {
  return {
    waybillNo: o.waybillNo,
    status: o.status,
    created: false,
    price: {
      zone: o.zone,
      actualWeightG: o.weightG,
      volumetricWeightG: o.volumetricWeightG,
      chargeableWeightG: o.chargeableWeightG,
      freightSen: o.freightSen,
      insuranceSen: o.insuranceSen,
      codFeeSen: o.codFeeSen,
      discountSen: o.discountSen,
      totalSen: o.totalSen,
    },
  };
}

export async function findByRequest(db: Db | Tx, { customerId }: RowScope, clientRequestId: string): Promise<PlacedOrder | null> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.clientRequestId, clientRequestId)));
  return o ? placedOf(o) : null;
}
