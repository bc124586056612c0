import type { RechargeGoodsRecord } from '@portal/shared/topup';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rechargeGoods } from '../../db/schema/index.ts';

/** The courier's recharge packages: reference data, kept current on every start (the seed calls it). */
const RECHARGE_GOODS: RechargeGoodsRecord[] = [
  {
    goodsCode: 'FIRST-200',
    chargeAmountSen: 20_000,
    sendGift: 1,
    firstOnly: true,
    describe: {
      zh: '首充 RM 200，送 50 个防水快递袋',
      en: 'First top-up RM 200: 50 waterproof flyers free',
      ml: 'Tambah nilai pertama RM 200: 50 beg kalis air percuma',
    },
  },
  {
    goodsCode: 'TOPUP-100',
    chargeAmountSen: 10_000,
    sendGift: 2,
    firstOnly: false,
    describe: { zh: '充值 RM 100', en: 'Top up RM 100', ml: 'Tambah nilai RM 100' },
  },
  {
    goodsCode: 'TOPUP-500',
    chargeAmountSen: 50_000,
    sendGift: 2,
    firstOnly: false,
    describe: { zh: '充值 RM 500', en: 'Top up RM 500', ml: 'Tambah nilai RM 500' },
  },
  {
    goodsCode: 'TOPUP-1000-GIFT',
    chargeAmountSen: 100_000,
    sendGift: 1,
    firstOnly: false,
    describe: {
      zh: '充值 RM 1,000，送 100 张热敏面单纸',
      en: 'Top up RM 1,000: 100 thermal label sheets free',
      ml: 'Tambah nilai RM 1,000: 100 helai label terma percuma',
    },
  },
  {
    goodsCode: 'TOPUP-2000',
    chargeAmountSen: 200_000,
    sendGift: 2,
    firstOnly: false,
    describe: { zh: '充值 RM 2,000', en: 'Top up RM 2,000', ml: 'Tambah nilai RM 2,000' },
  },
  {
    goodsCode: 'TOPUP-5000-GIFT',
    chargeAmountSen: 500_000,
    sendGift: 1,
    firstOnly: false,
    describe: {
      zh: '充值 RM 5,000，送一台 100x150 热敏面单打印机',
      en: 'Top up RM 5,000: a 100x150 thermal label printer free',
      ml: 'Tambah nilai RM 5,000: sebuah pencetak label terma 100x150 percuma',
    },
  },
];

export async function upsertRechargeGoods(tx: Tx): Promise<void> {
  await tx
    .insert(rechargeGoods)
    .values(RECHARGE_GOODS.map((g, sort) => ({ ...g, sort })))
    .onConflictDoUpdate({
      target: rechargeGoods.goodsCode,
      set: {
        chargeAmountSen: sql`excluded.charge_amount_sen`,
        sendGift: sql`excluded.send_gift`,
        firstOnly: sql`excluded.first_only`,
        describe: sql`excluded.describe`,
        sort: sql`excluded.sort`,
      },
    });
}
