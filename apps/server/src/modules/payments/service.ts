import { randomUUID } from 'node:crypto';
import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { formatRinggit, senOf } from '@portal/shared/money';
import type {
  PaymentResult,
  PaymentStarted,
  PaymentStatus,
  PayParameter,
  RechargeGoods,
  RechargeGoodsLists,
  StatementPaymentOutcome,
} from '@portal/shared/topup';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { customers, payments, rechargeGoods, topupGifts, users } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { WalletService } from '../prepay/service.ts';
import type { BillFacts, PaymentGateway } from './gateway.ts';

/**
 * How a paid statement payment settles its bill, inside the callback's transaction (the statements module's
 * settleStatementPayment, handed in where the services are made: statements already depend on payments).
 */
type SettleStatement = (
  tx: Tx,
  scope: RowScope,
  payment: { billNo: string; paymentId: string; amountSen: number },
) => Promise<StatementPaymentOutcome>;

export interface PaymentDeps {
  db: Db;
  settleStatement: SettleStatement;
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
  /** `returnTo`: the portal address the user started at (lib/portal-origins.ts), where the bank sends them back. */
  async startTopup(scope: RowScope, userId: number, input: PayParameter, returnTo = this.deps.publicUrl): Promise<PaymentStarted> {
    const { db, log } = this.deps;
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
      amountSen = senOf(input.amount!);
    }
    const gift = goodsCode && input.receiverDTO ? { ...input.receiverDTO, goodsCode } : null;
    const [payment] = await db
      .insert(payments)
      .values({ customerId: scope.customerId, userId, amountSen, goodsCode, gift, gateway: this.gateway.name })
      .returning({ id: payments.id });
    const paymentId = payment!.id;
    let bill: { billId: string; url: string };
    try {
      bill = await this.billFor(paymentId, userId, amountSen, `Prepaid top-up ${customer.name}`, returnTo);
    } catch (err) {
      await db.update(payments).set({ status: 'FAILED', updatedAt: new Date() }).where(eq(payments.id, paymentId));
      throw err;
    }
    await db.update(payments).set({ billId: bill.billId, billUrl: bill.url, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    log.info(
      { event: 'payment.started', paymentId, customerId: scope.customerId, amountSen, gateway: this.gateway.name },
      'top-up started',
    );
    return { paymentId, paymentURL: bill.url };
  }

  /**
   * getPaymentPage.do (docs/decisions.md "Paying a statement online"): the statement's open bill when it
   * has one, so a second click, or twenty at once, pays the same bill; otherwise a new bill for its total.
   * The bill is made before its payment row, and the row goes in only while no other is open for the
   * statement (the partial unique index): the loser of a race answers the winner's bill, and its own bill,
   * never shown to anybody, is left unpaid at the gateway.
   */
  async startStatementPayment(
    scope: RowScope,
    userId: number,
    statement: { billNo: string; billMonth: string; totalSen: number },
    returnTo = this.deps.publicUrl,
  ): Promise<PaymentStarted> {
    const { db, log } = this.deps;
    const open = await this.openStatementPayment(scope, statement.billNo);
    if (open) return open;
    const paymentId = randomUUID();
    const bill = await this.billFor(
      paymentId,
      userId,
      statement.totalSen,
      `Monthly statement ${statement.billNo} (${statement.billMonth})`,
      returnTo,
    );
    const [made] = await db
      .insert(payments)
      .values({
        id: paymentId,
        customerId: scope.customerId,
        userId,
        amountSen: statement.totalSen,
        gateway: this.gateway.name,
        billId: bill.billId,
        billUrl: bill.url,
        statementBillNo: statement.billNo,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (made) {
      log.info(
        { event: 'payment.started', paymentId, customerId: scope.customerId, amountSen: statement.totalSen, billNo: statement.billNo },
        'statement payment started',
      );
      return { paymentId, paymentURL: bill.url };
    }
    log.info({ event: 'payment.bill.unused', billId: bill.billId, billNo: statement.billNo }, 'another click made the bill first');
    const winner = await this.openStatementPayment(scope, statement.billNo);
    // The winner was decided at the bank within this instant: the statement's page shows where it stands.
    if (!winner) throw new PortalError(Code.BAD_PARAMETER, 'statementPaymentDecided');
    return winner;
  }

  /** The statement's payment still open at the gateway, if any (at most one: payments_statement_open). */
  private async openStatementPayment(scope: RowScope, billNo: string): Promise<PaymentStarted | null> {
    const [open] = await this.deps.db
      .select({ paymentId: payments.id, paymentURL: payments.billUrl })
      .from(payments)
      .where(and(eq(payments.customerId, scope.customerId), eq(payments.statementBillNo, billNo), eq(payments.status, 'CREATED')));
    return open?.paymentURL ? { paymentId: open.paymentId, paymentURL: open.paymentURL } : null;
  }

  /** The gateway's bill for one of our payments, the payer named as the account that asked; a gateway that fails is told once. */
  private async billFor(
    paymentId: string,
    userId: number,
    amountSen: number,
    description: string,
    returnTo: string,
  ): Promise<{ billId: string; url: string }> {
    const { db, publicUrl, log } = this.deps;
    const [payer] = await db
      .select({ name: users.name, email: users.email, mobile: users.mobile, customer: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId));
    let bill: { billId: string; url: string };
    try {
      bill = await this.gateway.createBill({
        paymentId,
        amountSen,
        description,
        payer: {
          name: payer?.name || payer?.customer || 'Customer',
          email: payer?.email || 'noreply@portal.example.my',
          mobile: payer?.mobile ?? '',
        },
        callbackUrl: `${publicUrl}/payments/callback/${this.gateway.name}`,
        redirectUrl: `${returnTo}/paymentResult?paymentId=${paymentId}`,
      });
    } catch (err) {
      log.error({ err, event: 'payment.bill.failed', paymentId }, 'the gateway made no bill');
      throw new PortalError(Code.GATEWAY_UNAVAILABLE, 'paymentGatewayDown');
    }
    // A bill the payer cannot be sent to (no id, no web address): spec 8's "payment could not be started".
    if (!bill.billId || !/^https?:\/\//.test(bill.url)) {
      log.error({ event: 'payment.bill.unusable', paymentId, billId: bill.billId }, 'the gateway answered a bill without a payment URL');
      throw new PortalError(Code.GATEWAY_UNAVAILABLE, 'paymentNotStarted');
    }
    return bill;
  }

  /**
   * A callback from the gateway: verified, then applied once under the payment's row lock. A paid bill
   * credits the wallet (once per payment, whatever repeats) and books its gift, or, for a statement's
   * payment, pays the statement and credits nothing; a failed or cancelled one
   * closes a payment still open. Answers false for a forged or unknown callback, which changes nothing.
   */
  async settle(fields: Record<string, string>): Promise<boolean> {
    const facts = this.gateway.verify(fields);
    const { db, log } = this.deps;
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
      if (status === 'PAID')
        await (payment.statementBillNo ? this.settleStatement(tx, payment) : this.creditTopup(tx, payment, facts.billId));
      return true;
    });
  }

  /** A top-up just turned PAID (in settle's transaction, under the payment's lock): the wallet credited once, its gift booked once. */
  private async creditTopup(tx: Tx, payment: typeof payments.$inferSelect, billId: string): Promise<void> {
    const { wallet, notifications, log } = this.deps;
    const scope = { customerId: payment.customerId };
    await wallet.creditOnce(tx, scope, payment.amountSen, payment.id, `Top-up ${billId}`, 'TOPUP');
    await notifications.notify(tx, scope, 'topupCredited', payment.id, {
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

  /**
   * A statement's payment just turned PAID (in settle's transaction, under the payment's lock): it pays
   * the statement once, or, when the courier recorded it paid meanwhile, is kept as money to give back.
   * The wallet is never touched.
   */
  private async settleStatement(tx: Tx, payment: typeof payments.$inferSelect): Promise<void> {
    const { log, notifications } = this.deps;
    const scope = { customerId: payment.customerId };
    const billNo = payment.statementBillNo!;
    const outcome = await this.deps.settleStatement(tx, scope, { billNo, paymentId: payment.id, amountSen: payment.amountSen });
    await tx.update(payments).set({ statementOutcome: outcome }).where(eq(payments.id, payment.id));
    const facts = { paymentId: payment.id, customerId: payment.customerId, billNo, amountSen: payment.amountSen, outcome };
    if (outcome === 'SETTLED') {
      await notifications.notify(tx, scope, 'statementPaid', billNo, { billNo, amount: formatRinggit(payment.amountSen) });
      log.info({ event: 'payment.paid', ...facts }, 'statement paid online');
    } else
      log.warn({ event: 'payment.statement.refund', ...facts }, 'money came for a statement it does not pay: the courier owes it back');
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
      balanceSen: payment.status === 'PAID' && !payment.statementBillNo ? await wallet.balanceSen(db, scope) : null,
      statementBillNo: payment.statementBillNo,
      statementOutcome: payment.statementOutcome,
    };
  }
}

function statusOf(facts: BillFacts): PaymentStatus {
  if (facts.paid) return 'PAID';
  if (facts.state === 'failed') return 'FAILED';
  if (facts.state === 'cancelled' || facts.state === 'deleted') return 'CANCELLED';
  return 'CREATED';
}
