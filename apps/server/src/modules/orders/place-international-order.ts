import type { PostcodePlace } from '@portal/shared/address';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { paysFromWallet } from '@portal/shared/order';
import {
  customsLineTotalSen,
  customsTotalSen,
  type InsertInternationalOrderParameter,
  type InternationalContext,
  type InternationalOrderInput,
  internationalIssues,
} from '@portal/shared/order-international';
import type { OrderIssue } from '@portal/shared/order-rules';
import { compactPhone, normaliseDomesticPhone } from '@portal/shared/phone';
import type { PriceBreakdown } from '@portal/shared/pricing';
import type { Db } from '../../db/client.ts';
import { orderCustoms, orders } from '../../db/schema/index.ts';
import { PortalError, rulesBroken } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import { countryLimits, type GeographyService } from '../geography/service.ts';
import { internationalSortCode } from '../service-area/service.ts';
import { isDestinationOf } from './destinations.ts';
import type { OrderContexts } from './order-context.ts';
import { findByRequest, type PlaceDeps, type PlacedOrder } from './place-order.ts';
import type { PricingService } from './pricing-service.ts';

type Deps = { db: Db; contexts: OrderContexts; geography: GeographyService; pricing: PricingService };

/** The customer's limits abroad: its contract plus the countries it may ship to with their limits. */
async function internationalContext(deps: Deps, { customerId }: RowScope): Promise<InternationalContext & { openPrepay: number }> {
  const { db } = deps;
  const [ctx, countries] = await Promise.all([deps.contexts.load({ customerId }), countryLimits(db, { customerId })]);
  return { ...ctx, countries };
}

/**
 * The price abroad: the country's international zone, the chargeable weight (actual or volumetric),
 * no insurance (the customs value is declared, not insured) and no COD (not offered abroad).
 */
export async function quoteInternational(
  pricing: PricingService,
  input: Pick<InternationalOrderInput, 'expressType' | 'receiverCountry' | 'weightG' | 'lengthCm' | 'widthCm' | 'heightCm'>,
) {
  const zone = await pricing.internationalZone(input.receiverCountry);
  if (!zone) throw new PortalError(Code.BAD_PARAMETER, 'countryNotReceivable');
  // Promotions are domestic (shared/promotions.ts): none abroad, whoever ships.
  return pricing.quote(input.expressType, null, {
    zone,
    weightG: input.weightG,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    packages: 1,
    valueSen: 0,
    codSen: 0,
  });
}

/** Every rule of an international order, with the sender's place checked against the region data. */
export async function checkInternationalOrder(deps: Deps, scope: RowScope, input: InternationalOrderInput) {
  const ctx = await internationalContext(deps, scope);
  const issues: OrderIssue[] = internationalIssues(input, ctx);
  if (!isDestinationOf(input.receiverCountry, input.destination)) issues.push({ field: 'destination', key: 'pleaseSelectDestination' });
  const places = await deps.geography.lookup([{ postcode: input.senderPostcode }]);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const sender = places.find((p) => same(p.prov, input.senderProv) && same(p.city, input.senderCity));
  if (!sender) issues.push({ field: 'senderPostcode', key: 'senderRegionNotFound' });
  return { ctx, issues, sender };
}

/**
 * The columns an international order's fields and price give it: what placing writes and an edit
 * rewrites. The declared value is the customs total; no insurance and no COD abroad.
 */
export function internationalOrderColumns(
  input: InternationalOrderInput,
  sender: PostcodePlace,
  price: PriceBreakdown & { tariffId: number },
) {
  const destination = input.destination.trim();
  return {
    expressType: input.expressType,
    serveType: input.serveType,
    pickupAt: input.serveType === 'PICK UP' && input.pickupTime ? new Date(input.pickupTime) : null,
    payMethod: input.payMethod,
    senderName: input.senderName,
    senderTel: normaliseDomesticPhone(input.senderTel),
    senderPostcode: input.senderPostcode,
    senderProv: sender.prov,
    senderCity: sender.city,
    senderAddress: input.senderAddress,
    receiverName: input.receiverName,
    receiverTel: compactPhone(input.receiverTel),
    receiverCountry: input.receiverCountry,
    receiverPostcode: input.receiverPostcode.toUpperCase(),
    receiverProv: input.receiverProv,
    receiverCity: input.receiverCity || destination,
    receiverAddress: input.receiverAddress,
    receiverEmail: input.receiverEmail || null,
    receiverPassport: input.receiverPassport ? input.receiverPassport.toUpperCase() : null,
    goodsName: input.goodsName,
    goodsType: input.goodsType,
    brandName: input.brandName,
    goodsNumber: input.customs.reduce((n, l) => n + l.quantity, 0),
    weightG: input.weightG,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    packageCount: 1,
    declaredValueSen: customsTotalSen(input.customs),
    goodsValueSen: customsTotalSen(input.customs),
    codSen: 0,
    shippingTerms: input.shippingTerms,
    destination,
    zone: price.zone,
    sortCode: internationalSortCode(input.receiverCountry),
    volumetricWeightG: price.volumetricWeightG,
    chargeableWeightG: price.chargeableWeightG,
    freightSen: price.freightSen,
    insuranceSen: 0,
    codFeeSen: 0,
    discountSen: 0,
    promotionId: null,
    totalSen: price.totalSen,
    tariffId: price.tariffId,
    orderCode: input.orderCode,
    remark: input.remark,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** The customs lines as stored, numbered from 1, with their totals. */
export const customsRows = (orderId: number, customs: InternationalOrderInput['customs']) =>
  customs.map((line, i) => ({
    orderId,
    lineNo: i + 1,
    description: line.description,
    hsCode: line.hsCode,
    origin: line.origin,
    checkNumber: line.checkNumber,
    unitPriceSen: line.unitPriceSen,
    quantity: line.quantity,
    totalSen: customsLineTotalSen(line),
    weightG: line.weightG,
    weightUnit: line.weightUnit,
  }));

/**
 * insertInternationalOrder.do: as insertOrder, plus the customs lines, the destination hub and the
 * shipping terms; the customs total is the declared value.
 */
export async function placeInternationalOrder(
  deps: PlaceDeps,
  caller: RowScope & { userId: number },
  input: InsertInternationalOrderParameter,
  lang: Lang,
  vipMenuName: string | null,
): Promise<PlacedOrder> {
  const existing = await findByRequest(deps.db, caller, input.clientRequestId);
  if (existing) return existing;
  const { ctx, issues, sender } = await checkInternationalOrder(deps, caller, input);
  if (issues.length || !sender) throw rulesBroken(issues, deps.translate, lang);
  const price: PriceBreakdown & { tariffId: number } = await quoteInternational(deps.pricing, input);
  const wallet = paysFromWallet(input.payMethod);
  if (wallet && ctx.openPrepay !== 1) throw new PortalError(Code.BAD_PARAMETER, 'walletNotOpen');

  // From the process's block, as domestic orders take theirs.
  const waybillNo = await deps.waybills.next();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        waybillNo,
        customerId: caller.customerId,
        createdBy: caller.userId,
        clientRequestId: input.clientRequestId,
        kind: 'international',
        ...internationalOrderColumns(input, sender, price),
        vipMenuName,
      })
      .onConflictDoNothing({ target: [orders.customerId, orders.clientRequestId] })
      .returning({ id: orders.id });
    if (!row) return (await findByRequest(tx, caller, input.clientRequestId))!;
    await tx.insert(orderCustoms).values(customsRows(row.id, input.customs));
    if (wallet) await deps.wallet.debit(tx, caller, price.totalSen, waybillNo);
    await deps.tracking.record(tx, { orderId: row.id, kind: 'PENDING', detail: { by: caller.userId } });
    return { waybillNo, status: 'PENDING', price, created: true };
  });
}
