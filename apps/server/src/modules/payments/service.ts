import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { formatRinggit } from '@portal/shared/money';
import {
  amountSenOf,
  type PaymentResult,
  type PaymentStatus,
  type PayParameter,
  type RechargeGoods,
  type RechargeGoodsLists,
} from '@portal/shared/topup';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { customers, payments, rechargeGoods, topupGifts, users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { BillFacts, PaymentGateway } from './gateway.ts';

export interface PaymentDeps {
  db: Db;
  wallet: WalletService;
  notifications: NotificationService;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Top-ups (docs/decisions.md "Top-up"): a payment row, a bill at the gateway, and the wallet credited
 * from the gateway's verified callback alone, exactly once. The browser's return proves nothing and
 * changes nothing; it only asks how the payment stands.
 */
export class PaymentService {
  constructor(
    private readonly deps: PaymentDeps,
    readonly gateway: PaymentGateway,
  ) {}

  /** The packages on offer; first-top-up ones only while the customer has no paid top-up. */
  async rechargeGoods({ customerId }: RowScope, lang: Lang): Promise<RechargeGoodsLists> {
    const { db } = this.deps;
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.status, 'PAID')))
      .limit(1);
    const rows = await db.select().from(rechargeGoods).where(eq(rechargeGoods.active, true)).orderBy(asc(rechargeGoods.sort));
    const shown = (r: (typeof rows)[number]): RechargeGoods => ({
      goodsCode: r.goodsCode,
      chargeAmount: r.chargeAmountSen,
      sendGift: r.sendGift,
      describe: r.describe[lang],
      imageFullUrl: '',
    });
    return {
      firstRechargeVos: paid ? [] : rows.filter((r) => r.firstOnly).map(shown),
      normalRechargeVos: rows.filter((r) => !r.firstOnly).map(shown),
    };
  }

  /** pay.do: the payment and its bill; answers the bank page's URL for the browser to go to. */
  async startTopup(scope: RowScope, userId: number, input: PayParameter): Promise<{ paymentId: string; paymentURL: string }> {
    const { db, publicUrl, log } = this.deps;
    const [customer] = await db
      .select({ openPrepay: customers.openPrepay, name: customers.name })
      .from(customers)
      .where(eq(customers.id, scope.customerId));
    if (customer?.openPrepay !== 1) throw new PortalError(Code.BAD_PARAMETER, 'prepayNotOpen');
    if (await this.deps.wallet.closing(db, scope)) throw new PortalError(Code.BAD_PARAMETER, 'closeApplyPendingTopup');
    let amountSen: number;
    let goodsCode: string | null = null;
    if (input.goodsCode) {
      const offered = await this.rechargeGoods(scope, 'en');
      const goods = [...offered.firstRechargeVos, ...offered.normalRechargeVos].find((g) => g.goodsCode === input.goodsCode);
      if (!goods) throw new PortalError(Code.BAD_PARAMETER, 'rechargeGoodsNotFound');
      if (goods.sendGift === 1 && !input.receiverDTO) throw new PortalError(Code.BAD_PARAMETER, 'giftReceiverRequired');
      amountSen = goods.chargeAmount;
      goodsCode = goods.goodsCode;
    } else {
      amountSen = amountSenOf(input.amount!);
    }
    const gift = goodsCode && input.receiverDTO ? { ...input.receiverDTO, goodsCode } : null;
    const [payer] = await db.select({ name: users.name, email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
    const [payment] = await db
      .insert(payments)
      .values({ customerId: scope.customerId, userId, amountSen, goodsCode, gift, gateway: this.gateway.name })
      .returning({ id: payments.id });
    const paymentId = payment!.id;
    let bill: { billId: string; url: string };
    try {
      bill = await this.gateway.createBill({
        paymentId,
        amountSen,
        description: `Prepaid top-up ${customer.name}`,
        payer: { name: payer?.name ?? customer.name, email: payer?.email || 'noreply@portal.example.my', mobile: payer?.mobile ?? '' },
        callbackUrl: `${publicUrl}/payments/callback/${this.gateway.name}`,
        redirectUrl: `${publicUrl}/paymentResult?paymentId=${paymentId}`,
      });
    } catch (err) {
      log.error({ err, event: 'payment.bill.failed', paymentId }, 'the gateway made no bill');
      await db.update(payments).set({ status: 'FAILED', updatedAt: new Date() }).where(eq(payments.id, paymentId));
      throw new PortalError(Code.GATEWAY_UNAVAILABLE, 'paymentGatewayDown');
    }
    await db.update(payments).set({ billId: bill.billId, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    log.info(
      { event: 'payment.started', paymentId, customerId: scope.customerId, amountSen, gateway: this.gateway.name },
      'top-up started',
    );
    return { paymentId, paymentURL: bill.url };
  }

  /**
   * A callback from the gateway: verified, then applied once under the payment's row lock. A paid bill
   * credits the wallet (once per payment, whatever repeats) and books its gift; a failed or cancelled one
   * closes a payment still open. Answers false for a forged or unknown callback, which changes nothing.
   */
  async settle(fields: Record<string, string>): Promise<boolean> {
    const facts = this.gateway.verify(fields);
    const { db, wallet, log } = this.deps;
    if (!facts) {
      log.warn({ event: 'payment.callback.refused', gateway: this.gateway.name, billId: fields.id }, 'callback with a wrong signature');
      return false;
    }
    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.billId, facts.billId)).for('update');
      if (!payment) {
        log.warn({ event: 'payment.callback.unknown', billId: facts.billId }, 'callback for a bill we never made');
        return false;
      }
      await tx
        .update(payments)
        .set({ callbacks: sql`${payments.callbacks} + 1` })
        .where(eq(payments.id, payment.id));
      if (payment.status === 'PAID') return true;
      if (facts.amountSen !== payment.amountSen) {
        log.error(
          { event: 'payment.callback.amount', paymentId: payment.id, facts },
          'callback amount differs from the bill: nothing credited',
        );
        return false;
      }
      const status = statusOf(facts);
      if (status === 'CREATED' || (status !== 'PAID' && payment.status !== 'CREATED')) return true;
      await tx
        .update(payments)
        .set({ status, paidAt: status === 'PAID' ? (facts.paidAt ?? new Date()) : null, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      if (status === 'PAID') {
        const scope = { customerId: payment.customerId };
        await wallet.creditOnce(tx, scope, payment.amountSen, payment.id, `Top-up ${facts.billId}`, 'TOPUP');
        await this.deps.notifications.notify(tx, scope, 'topupCredited', payment.id, {
          amount: formatRinggit(payment.amountSen),
          balance: formatRinggit(await wallet.balanceSen(tx, scope)),
        });
        if (payment.gift && payment.goodsCode)
          await tx
            .insert(topupGifts)
            .values({ paymentId: payment.id, customerId: payment.customerId, goodsCode: payment.goodsCode, receiver: payment.gift })
            .onConflictDoNothing();
        log.info(
          { event: 'payment.paid', paymentId: payment.id, customerId: payment.customerId, amountSen: payment.amountSen },
          'top-up credited',
        );
      }
      return true;
    });
  }

  /** How one of the customer's payments stands (the /paymentResult page); another customer's is not found. */
  async result(scope: RowScope, paymentId: string): Promise<PaymentResult> {
    const { db, wallet } = this.deps;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.customerId, scope.customerId)));
    if (!payment) throw new PortalError(Code.NOT_FOUND, 'paymentNotFound');
    return {
      paymentId: payment.id,
      status: payment.status,
      amountSen: payment.amountSen,
      goodsCode: payment.goodsCode,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      balanceSen: payment.status === 'PAID' ? await wallet.balanceSen(db, scope) : null,
    };
  }
}

function statusOf(facts: BillFacts): PaymentStatus {
  if (facts.paid) return 'PAID';
  if (facts.state === 'failed') return 'FAILED';
  if (facts.state === 'cancelled' || facts.state === 'deleted') return 'CANCELLED';
  return 'CREATED';
}
