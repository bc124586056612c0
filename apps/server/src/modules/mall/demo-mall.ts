import type { GiftCategory, MemberLevel } from '@portal/shared/mall';
import type { Tx } from '../../db/client.ts';
import { mallGifts } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';
import { PointsService } from './service.ts';

type Gift = [code: string, zh: string, en: string, ml: string, category: GiftCategory, price: number, stock: number, level: MemberLevel];

/** The demo courier's gift store: what shippers really ask for (packing, label stock, vouchers), with stock and a points price. */
const DEMO_GIFTS: Gift[] = [
  ['TAPE-6', '品牌封箱胶带（6卷）', 'Branded packing tape, 6 rolls', 'Pita pembungkus berjenama, 6 gulung', 'PACKING', 200, 300, 'SILVER'],
  ['FLYER-A4-100', 'A4快递袋（100个）', 'Courier flyers A4, pack of 100', 'Beg kurier A4, 100 keping', 'PACKING', 300, 200, 'SILVER'],
  ['BUBBLE-50', '气泡膜卷（50米）', 'Bubble wrap roll, 50 m', 'Gulungan balutan gelembung, 50 m', 'PACKING', 350, 60, 'SILVER'],
  ['BOX-M-20', '中号纸箱（20个）', 'Carton boxes, medium, bundle of 20', 'Kotak kadbod sederhana, 20 biji', 'PACKING', 450, 120, 'SILVER'],
  [
    'LABEL-4X500',
    '热敏面单 100x150 mm（4卷×500张）',
    'Thermal labels 100x150 mm, 4 rolls of 500',
    'Label terma 100x150 mm, 4 gulung x 500',
    'OFFICE',
    600,
    80,
    'SILVER',
  ],
  ['TUMBLER-500', '保温杯 500 ml', 'Insulated tumbler, 500 ml', 'Tumbler bertebat, 500 ml', 'LIFESTYLE', 800, 40, 'GOLD'],
  ['SCALE-30KG', '电子包裹秤（30公斤）', 'Digital parcel scale, 30 kg', 'Penimbang bungkusan digital, 30 kg', 'OFFICE', 2500, 15, 'GOLD'],
  ['POWERBANK-10K', '移动电源 10,000 mAh', 'Power bank, 10,000 mAh', 'Power bank, 10,000 mAh', 'LIFESTYLE', 3000, 20, 'GOLD'],
  [
    'TNG-RM50',
    "Touch 'n Go 电子钱包充值 RM 50",
    "Touch 'n Go eWallet reload, RM 50",
    "Tambah nilai Touch 'n Go eWallet, RM 50",
    'VOUCHER',
    5000,
    25,
    'PLATINUM',
  ],
  ['PRINTER-TH', '热敏标签打印机', 'Thermal label printer', 'Pencetak label terma', 'OFFICE', 9000, 5, 'PLATINUM'],
  ['GRAB-RM100', 'Grab 礼券 RM 100', 'Grab voucher, RM 100', 'Baucar Grab, RM 100', 'VOUCHER', 10000, 10, 'DIAMOND'],
];

/** The demo's gift catalogue, and the demo customer's points carried over from the courier's former loyalty card. */
export async function seedDemoMall(tx: Tx, demo: RowScope, openingPoints: number): Promise<void> {
  await tx
    .insert(mallGifts)
    .values(
      DEMO_GIFTS.map(([code, nameZh, nameEn, nameMl, category, pointsPrice, stock, minLevel], sort) => ({
        code,
        nameZh,
        nameEn,
        nameMl,
        category,
        pointsPrice,
        stock,
        minLevel,
        sort,
      })),
    )
    .onConflictDoNothing();
  await new PointsService().open(tx, demo, openingPoints, 'loyalty-card-carry-over');
}
