/**
 * How a shipment is priced (issue 5), as pure arithmetic in integer sen and grams so the order
 * form's live breakdown and the server's charge can never differ. The tariffs themselves live in
 * the database; the server is the one that decides.
 */

/** One tariff line: the first weight step costs firstPriceSen, each further step (or part) stepPriceSen. */
export interface Tariff {
  firstWeightG: number;
  firstPriceSen: number;
  stepWeightG: number;
  stepPriceSen: number;
}

/** L x W x H (cm) / divisor = kg; the divisor is the product's (6000 unless the operator sets another). */
export const DEFAULT_VOLUMETRIC_DIVISOR = 6000;

/** Domestic zones: within Peninsular Malaysia, within Sabah/Sarawak/Labuan, and between the two. */
export const DOMESTIC_ZONES = ['WM', 'EM', 'WM_EM'] as const;
export type DomesticZone = (typeof DOMESTIC_ZONES)[number];
/** The states of East Malaysia, as the region data names them. */
export const EAST_MALAYSIA_STATES = ['Sabah', 'Sarawak', 'W.P. Labuan'] as const;

const isEast = (state: string) => (EAST_MALAYSIA_STATES as readonly string[]).includes(state);
export function domesticZone(senderState: string, receiverState: string): DomesticZone {
  const from = isEast(senderState);
  const to = isEast(receiverState);
  if (from !== to) return 'WM_EM';
  return from ? 'EM' : 'WM';
}

/** The discount of a freight, to the nearest sen (a half sen in the shipper's favour); never more than the freight. */
export const promotionDiscountSen = (freightSen: number, rateBp: number): number =>
  freightSen > 0 && rateBp > 0 ? Math.min(freightSen, Math.round((freightSen * rateBp) / 10_000)) : 0;

/** Centimetres with up to two decimals as whole hundredths, so volumes are exact integers. */
const hundredths = (cm: number) => Math.round(cm * 100);

/** Volumetric weight in grams (rounded up) of one parcel; 0 when a side is missing. */
export function volumetricWeightG(
  size: { lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null },
  divisor: number,
): number {
  const { lengthCm, widthCm, heightCm } = size;
  if (!lengthCm || !widthCm || !heightCm || divisor <= 0) return 0;
  // cm³ = l·w·h / 10^6 in hundredths; kg = cm³ / divisor; g = kg · 1000.
  const volume = hundredths(lengthCm) * hundredths(widthCm) * hundredths(heightCm);
  return Math.ceil(volume / (1000 * divisor));
}

/** Chargeable weight: the greater of actual and volumetric (spec 9), for the whole shipment. */
export const chargeableWeightG = (actualG: number, volumetricG: number): number => Math.max(actualG, volumetricG);

/** Freight for a chargeable weight on one tariff line. */
export function freightSen(tariff: Tariff, weightG: number): number {
  if (weightG <= tariff.firstWeightG) return tariff.firstPriceSen;
  const steps = Math.ceil((weightG - tariff.firstWeightG) / tariff.stepWeightG);
  return tariff.firstPriceSen + steps * tariff.stepPriceSen;
}

/** Insurance rate in basis points: 100 = 1%, so an item worth 10000 costs 100 (spec 9). */
export const INSURANCE_RATE_BP = 100;
export const insuranceSen = (valueSen: number, rateBp = INSURANCE_RATE_BP): number =>
  valueSen > 0 ? Math.ceil((valueSen * rateBp) / 10_000) : 0;

/** COD handling fee: a share of the amount collected, never less than a minimum. */
export interface CodFeeRule {
  rateBp: number;
  minSen: number;
}
export const DEFAULT_COD_FEE: CodFeeRule = { rateBp: 150, minSen: 300 };
export const codFeeSen = (codSen: number, rule: CodFeeRule = DEFAULT_COD_FEE): number =>
  codSen > 0 ? Math.max(rule.minSen, Math.ceil((codSen * rule.rateBp) / 10_000)) : 0;

/** An order's total from its parts: what placing, a COD change and an edit all compute the same way. */
export const orderTotalSen = (p: { freightSen: number; insuranceSen: number; codFeeSen: number; discountSen: number }): number =>
  p.freightSen - p.discountSen + p.insuranceSen + p.codFeeSen;

/** What the order form shows and the server charges. */
export interface PriceBreakdown {
  zone: string;
  actualWeightG: number;
  volumetricWeightG: number;
  chargeableWeightG: number;
  freightSen: number;
  insuranceSen: number;
  codFeeSen: number;
  /** Taken off the freight by a promotion (shared/promotions.ts); 0 without one. */
  discountSen: number;
  totalSen: number;
}

export interface PriceInput {
  zone: string;
  tariff: Tariff;
  divisor: number;
  /** Actual weight of the whole shipment. */
  weightG: number;
  /** Size of one parcel; a multi-parcel shipment counts it once a parcel. */
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  packages: number;
  /** Declared value: filling it buys insurance (spec 5). */
  valueSen: number;
  codSen: number;
  insuranceRateBp?: number;
  codFee?: CodFeeRule;
  /** The share of the freight a promotion takes off, in basis points. */
  promotionRateBp?: number;
}

export function priceShipment(input: PriceInput): PriceBreakdown {
  const volumetric = volumetricWeightG(input, input.divisor) * Math.max(1, input.packages);
  const chargeable = chargeableWeightG(input.weightG, volumetric);
  const freight = freightSen(input.tariff, chargeable);
  const insurance = insuranceSen(input.valueSen, input.insuranceRateBp);
  const codFee = codFeeSen(input.codSen, input.codFee);
  const discount = promotionDiscountSen(freight, input.promotionRateBp ?? 0);
  return {
    zone: input.zone,
    actualWeightG: input.weightG,
    volumetricWeightG: volumetric,
    chargeableWeightG: chargeable,
    freightSen: freight,
    insuranceSen: insurance,
    codFeeSen: codFee,
    discountSen: discount,
    totalSen: orderTotalSen({ freightSen: freight, insuranceSen: insurance, codFeeSen: codFee, discountSen: discount }),
  };
}
