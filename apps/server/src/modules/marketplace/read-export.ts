import { repairSpreadsheetPostcode } from '@portal/shared/address-import';
import {
  headerVariantsOf,
  isCashOnDelivery,
  type Marketplace,
  type MarketplaceField,
  type MarketplaceMapping,
  REQUIRED_MARKETPLACE_FIELDS,
} from '@portal/shared/marketplace';
import { senOf } from '@portal/shared/money';
import { ORDER_LIMITS } from '@portal/shared/order';
import { ImportRefused } from '../../lib/xlsx-import.ts';
import { applyMapping, type MappedRow, mappedColumns, sheetsOf } from '../order-import/service.ts';

/** A shop order as read from its export's rows, ready to be kept. */
export interface CommerceOrderValues {
  shopOrderId: string;
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverProv: string;
  receiverCity: string;
  receiverAddress: string;
  goodsName: string;
  quantity: number;
  weightG: number | null;
  codSen: number;
  amountSen: number;
  remark: string;
}

export interface BadExportRow {
  rowNumber: number;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Lazada writes one row per item with the item's own paid price; Shopee and TikTok Shop repeat the
 * order's amount on each item row. So an order's amount is its rows' sum for Lazada, its first row's otherwise.
 */
const AMOUNT_PER_ITEM: Record<Marketplace, boolean> = { SHOPEE: false, LAZADA: true, TIKTOK: false };

/** A number as the shops write it ("RM 1,234.50", "0.5kg", "2"): null when blank, NaN when it is no number. */
function shopNumber(text: string | undefined): number | null {
  const t = (text ?? '').replace(/RM|MYR|kg/gi, '').replace(/[,\s]/g, '');
  if (!t) return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

type Cells = MappedRow<MarketplaceField>['cells'];

/** An order's rows as one shop order: goods named once each, quantities added up, the amount as the shop writes it. */
function orderOf(
  platform: Marketplace,
  rows: Cells[],
  numbers: (cells: Cells) => { quantity: number; weightKg: number | null; amount: number | null },
) {
  const first = rows[0]!;
  const read = rows.map(numbers);
  const amount = AMOUNT_PER_ITEM[platform] ? read.reduce((sum, r) => sum + (r.amount ?? 0), 0) : (read[0]!.amount ?? 0);
  const weightKg = read.find((r) => r.weightKg !== null)?.weightKg ?? null;
  const amountSen = senOf(amount);
  const goods = [...new Set(rows.map((r) => r.goodsName?.trim()).filter(Boolean))].join('; ');
  return {
    shopOrderId: first.shopOrderId!.trim(),
    receiverName: first.receiverName?.trim() ?? '',
    receiverTel: first.receiverTel?.trim() ?? '',
    // A postcode is five-digit text: the shops write 01000 as the number 1000.
    receiverPostcode: repairSpreadsheetPostcode(first.receiverPostcode?.trim() ?? ''),
    receiverProv: first.receiverProv?.trim() ?? '',
    receiverCity: first.receiverCity?.trim() ?? '',
    receiverAddress: first.receiverAddress?.trim() ?? '',
    // The order form's own limit: a long list of goods is cut, not refused (the shop has the full list).
    goodsName: goods.slice(0, ORDER_LIMITS.goodsNameMax),
    quantity: Math.min(
      read.reduce((sum, r) => sum + r.quantity, 0),
      32_767,
    ),
    weightG: weightKg === null ? null : Math.round(weightKg * 1000),
    codSen: isCashOnDelivery(first.paymentMethod) ? amountSen : 0,
    amountSen,
    remark: (first.remark ?? '').trim().slice(0, ORDER_LIMITS.remarkMax),
  } satisfies CommerceOrderValues;
}

/**
 * The shop orders of an export: the upload's checks and reader are the bulk import's (size, zip
 * inspection, rows), the first sheet read through the mapping and the shop's other known headers
 * (`headerVariantsOf`), its header row wherever the title rows above end; rows of one order id are one order.
 * A row without an order id, or with a number that is none, is reported with its row number and kept
 * out (with the other rows of its order: half an order is not shipped).
 */
export async function readCommerceExport(
  data: Buffer,
  platform: Marketplace,
  mapping: MarketplaceMapping,
): Promise<{ orders: CommerceOrderValues[]; bad: BadExportRow[] }> {
  const sheet = (await sheetsOf(data))[0];
  if (!sheet) throw new ImportRefused('fileFormatError');
  const rows = applyMapping(
    sheet,
    [mappedColumns<MarketplaceField>(mapping), mappedColumns(headerVariantsOf(platform, mapping))],
    REQUIRED_MARKETPLACE_FIELDS,
  );
  if (!rows.length) throw new ImportRefused('importEmpty');
  const bad: BadExportRow[] = [];
  const groups = new Map<string, { cells: Cells[]; broken: boolean }>();
  for (const { rowNumber, cells } of rows) {
    const id = cells.shopOrderId?.trim();
    if (!id) {
      bad.push({ rowNumber, key: 'commerceOrderIdMissing' });
      continue;
    }
    const group = groups.get(id) ?? { cells: [], broken: false };
    groups.set(id, group);
    group.cells.push(cells);
    for (const field of ['quantity', 'weightKg', 'orderAmount'] as const) {
      if (Number.isNaN(shopNumber(cells[field]))) {
        bad.push({ rowNumber, key: 'commerceNumberInvalid', params: { column: mapping[field] ?? field } });
        group.broken = true;
      }
    }
  }
  const numbers = (cells: Cells) => ({
    quantity: Math.max(1, Math.round(shopNumber(cells.quantity) ?? 1)),
    weightKg: shopNumber(cells.weightKg),
    amount: shopNumber(cells.orderAmount),
  });
  const orders = [...groups.values()].filter((g) => !g.broken).map((g) => orderOf(platform, g.cells, numbers));
  return { orders, bad };
}
