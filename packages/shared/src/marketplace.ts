import { z } from 'zod';
import type { CustomerPage } from './menu.ts';
import { ringgitDecimal } from './money.ts';
import type { ImportCells } from './order-import.ts';
import { singleLine } from './text.ts';

/**
 * Marketplace orders (issue 16, `getCommerceOrders.do`): the order exports of the shops Malaysians
 * sell on, read through a saved mapping of the seller centre's column names, kept one row per shop
 * order, listed, and turned into shipments by the bulk import's own row rules and the order module's
 * batch placing. A shop order is shipped once: its row is unique per customer, shop and order id,
 * and its shipment's request id is made from the same three.
 */

export const COMMERCE_ORDERS_PAGE = 'commerceOrders' satisfies CustomerPage;

export const MARKETPLACES = ['SHOPEE', 'LAZADA', 'TIKTOK'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** NEW: imported, not shipped yet; SHIPPED: its waybill is made. */
export const COMMERCE_ORDER_STATUSES = ['NEW', 'SHIPPED'] as const;
export type CommerceOrderStatus = (typeof COMMERCE_ORDER_STATUSES)[number];

/** What an export's row says about a shop order, in the sheet's units (kg, RM). */
export const MARKETPLACE_FIELDS = [
  'shopOrderId',
  'receiverName',
  'receiverTel',
  'receiverPostcode',
  'receiverProv',
  'receiverCity',
  'receiverAddress',
  'goodsName',
  'quantity',
  'weightKg',
  'paymentMethod',
  'orderAmount',
  'remark',
] as const;
export type MarketplaceField = (typeof MARKETPLACE_FIELDS)[number];
export type MarketplaceMapping = Partial<Record<MarketplaceField, string>>;

/** A mapping must name these columns; the rest the shipment can do without (a weight is asked at shipping). */
export const REQUIRED_MARKETPLACE_FIELDS: readonly MarketplaceField[] = [
  'shopOrderId',
  'receiverName',
  'receiverTel',
  'receiverAddress',
  'goodsName',
];

/**
 * The seller centres' own export headers (English exports, 2025). State and town columns are left
 * out on purpose: each shop spells places its own way (Shopee's Town/District/State, TikTok's
 * Province/Districts), and the postcode names the place as the region data spells it. A shop whose
 * export lacks a column (Shopee and Lazada give no parcel weight) is shipped with the weight asked
 * for at shipping. Lazada writes one row per item: rows of one order number are one shipment.
 */
export const BUILT_IN_MARKETPLACE_MAPPINGS: Record<Marketplace, MarketplaceMapping> = {
  SHOPEE: {
    shopOrderId: 'Order ID',
    receiverName: 'Receiver Name',
    receiverTel: 'Phone Number',
    receiverPostcode: 'Zip Code',
    receiverAddress: 'Delivery Address',
    goodsName: 'Product Name',
    quantity: 'Quantity',
    orderAmount: 'Grand Total',
    remark: 'Remark from buyer',
  },
  LAZADA: {
    shopOrderId: 'Order Number',
    receiverName: 'Shipping Name',
    receiverTel: 'Shipping Phone Number',
    receiverPostcode: 'Shipping Postcode',
    receiverAddress: 'Shipping Address',
    goodsName: 'Item Name',
    paymentMethod: 'Payment Method',
    orderAmount: 'Paid Price',
  },
  TIKTOK: {
    shopOrderId: 'Order ID',
    receiverName: 'Recipient',
    receiverTel: 'Phone #',
    receiverPostcode: 'Zipcode',
    receiverAddress: 'Detail Address',
    goodsName: 'Product Name',
    quantity: 'Quantity',
    weightKg: 'Weight(kg)',
    paymentMethod: 'Payment Method',
    orderAmount: 'Order Amount',
    remark: 'Buyer Message',
  },
};

/**
 * Other headers the seller centres' exports have written for the same columns, by export version and
 * by language setting (Lazada: `Shipping Phone` in some versions, `Shipping Phone Number` in others).
 * They stand in for a built-in name the customer has not changed; the mapping's own name comes first.
 */
const MARKETPLACE_HEADER_VARIANTS: Record<Marketplace, Partial<Record<MarketplaceField, readonly string[]>>> = {
  SHOPEE: {
    shopOrderId: ['Order SN', 'Order No.'],
    receiverName: ['Recipient Name', 'Recipient'],
    receiverTel: ['Receiver Phone', 'Recipient Phone', 'Phone No.'],
    receiverPostcode: ['Postal Code', 'Postcode'],
    receiverAddress: ['Shipping Address', 'Address'],
    remark: ['Buyer Remark', 'Note'],
  },
  LAZADA: {
    shopOrderId: ['Order No.', 'Order ID'],
    receiverName: ['Recipient Name', 'Customer Name'],
    receiverTel: ['Shipping Phone', 'Shipping Phone No', 'Phone Number'],
    receiverPostcode: ['Shipping Post Code', 'Shipping Zip Code', 'Postcode'],
    receiverAddress: ['Shipping Address1', 'Address'],
    goodsName: ['Product Name'],
  },
  TIKTOK: {
    receiverName: ['Recipient Name', 'Receiver Name'],
    receiverTel: ['Phone Number', 'Recipient Phone', 'Phone'],
    receiverPostcode: ['Postal Code', 'Postcode'],
    receiverAddress: ['Address Line 1', 'Full Address', 'Address'],
    weightKg: ['Package Weight(kg)', 'Weight'],
  },
};

/** The known other headers of the fields whose mapping is still the built-in name: a name the customer chose is theirs alone. */
export function headerVariantsOf(platform: Marketplace, mapping: MarketplaceMapping): Partial<Record<MarketplaceField, readonly string[]>> {
  const builtIn = BUILT_IN_MARKETPLACE_MAPPINGS[platform];
  return Object.fromEntries(
    Object.entries(MARKETPLACE_HEADER_VARIANTS[platform]).filter(
      ([field]) => mapping[field as MarketplaceField] === builtIn[field as MarketplaceField],
    ),
  );
}

/** A payment method cell that means the rider collects the order's amount (the shops' own words). */
export const isCashOnDelivery = (method: string | undefined): boolean =>
  /\b(cod|cash on delivery|bayar(an)? (semasa|ketika) (penghantaran|terima))\b|货到付款/i.test(method ?? '');

/** The shop a call is about: an export's upload (its multipart `parameter`), a mapping put back to the built-in one. */
export const marketplaceParameter = z.object({ platform: z.enum(MARKETPLACES, { error: 'invalidParameter' }) });

const columnName = singleLine().trim().max(100);

/** A customer's own mapping for one shop (saveMarketplaceMapping): its export's column names. */
export const saveMarketplaceMappingParameter = marketplaceParameter.extend({
  mapping: z.partialRecord(z.enum(MARKETPLACE_FIELDS, { error: 'invalidParameter' }), columnName).superRefine((mapping, ctx) => {
    const missing = REQUIRED_MARKETPLACE_FIELDS.find((f) => !mapping[f]?.trim());
    if (missing) ctx.addIssue({ code: 'custom', message: 'templateHeaderRequired', path: [missing] });
  }),
});

/** getCommerceOrders.do: the list kit's paging, the shop, the status, a search by order id or receiver. */
export const commerceOrderListParameter = z.looseObject({
  platform: z.enum(MARKETPLACES, { error: 'invalidParameter' }).optional().catch(undefined),
  status: z.enum(COMMERCE_ORDER_STATUSES, { error: 'invalidParameter' }).optional().catch(undefined),
  keyword: singleLine().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Orders shipped in one call: the list's selection, at most a page of the largest size five times. */
const MAX_SHIP_AT_ONCE = 500;

/** shipCommerceOrders: the selected shop orders, and the weight of those whose export gave none. */
export const shipCommerceOrdersParameter = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'invalidParameter' })
    .min(1, { error: 'commerceSelectFirst' })
    .max(MAX_SHIP_AT_ONCE, { error: 'commerceTooMany' }),
  weightKg: z
    .number({ error: 'commerceShipWeightInvalid' })
    .positive({ error: 'commerceShipWeightInvalid' })
    .max(1000, { error: 'commerceShipWeightInvalid' })
    .nullish(),
});
export type ShipCommerceOrdersParameter = z.infer<typeof shipCommerceOrdersParameter>;

/** A shop order as the list shows it. */
export interface CommerceOrderRow {
  id: number;
  platform: Marketplace;
  shopOrderId: string;
  status: CommerceOrderStatus;
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverAddress: string;
  goodsName: string;
  quantity: number;
  weightKg: number | null;
  codSen: number;
  amountSen: number;
  waybillNo: string | null;
  importedAt: string;
  shippedAt: string | null;
}

/** One export read: new shop orders kept, those already here left as they are, and each bad row. */
export interface CommerceImportResult {
  added: number;
  existing: number;
  bad: { rowNumber: number; message: string }[];
}

/** One selected shop order's outcome. */
export interface CommerceShipResult {
  id: number;
  success: boolean;
  waybillNo?: string;
  totalSen?: number;
  desc?: string;
  issues?: { field: string; desc: string }[];
}

/** A shop order's cells for the bulk import's row rules: goods with their count, COD from the payment method. */
export function cellsOfCommerceOrder(
  order: Pick<CommerceOrderRow, 'shopOrderId' | 'receiverName' | 'receiverTel' | 'receiverPostcode' | 'receiverAddress' | 'goodsName'> & {
    receiverProv: string;
    receiverCity: string;
    quantity: number;
    weightG: number | null;
    codSen: number;
    /** What the buyer paid for the goods: their declared value (spec 5 goodsValue). */
    amountSen: number;
    remark: string;
  },
  weightKg: number | null,
): ImportCells {
  const weight = order.weightG !== null ? order.weightG / 1000 : weightKg;
  return {
    receiverName: order.receiverName,
    receiverTel: order.receiverTel,
    receiverPostcode: order.receiverPostcode,
    receiverProv: order.receiverProv,
    receiverCity: order.receiverCity,
    receiverAddress: order.receiverAddress,
    goodsName: order.quantity > 1 ? `${order.goodsName} x${order.quantity}` : order.goodsName,
    goodsNumber: String(order.quantity),
    declaredValue: order.amountSen > 0 ? ringgitDecimal(order.amountSen) : '',
    weightKg: weight === null ? '' : String(weight),
    cod: order.codSen ? ringgitDecimal(order.codSen) : '',
    orderCode: order.shopOrderId,
    remark: order.remark,
  };
}
