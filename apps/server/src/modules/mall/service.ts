import { Code } from '@portal/shared/codes';
import { POINT_EARNING_WALLET_KINDS, type PointsLedgerKind, pointsOfPaid, pointsOfWalletLine } from '@portal/shared/mall';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { memberPoints, monthlyStatements, pointsAccrualRun, pointsLedger, walletLedger } from '../../db/schema/index.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';

/**
 * How far back a mark may be set: a wallet line created before it is surely committed, since no
 * transaction that writes the wallet runs for an hour (a request's or an import chunk's take seconds).
 * Lines since are looked at again each time, and the once-per-line points key keeps that harmless.
 */
const SETTLED = sql`now() - interval '1 hour'`;
const NEVER = sql`'-infinity'::timestamptz`;

/** Since when a customer's wallet lines may lack their points lines (its mark, or the beginning). */
const customerSince = (customerId: number) =>
  sql`coalesce((select ${memberPoints.takenBefore} from ${memberPoints} where ${memberPoints.customerId} = ${customerId}), ${NEVER})`;

/** Wallet lines since `since` not yet followed by a points line (the same customer, kind and reference). */
const unaccruedWallet = (since: SQL, customerId?: number) =>
  and(
    customerId === undefined ? undefined : eq(walletLedger.customerId, customerId),
    gte(walletLedger.createdAt, since),
    inArray(walletLedger.kind, [...POINT_EARNING_WALLET_KINDS]),
    sql`not exists (select 1 from ${pointsLedger} p where p.customer_id = ${walletLedger.customerId}
      and p.kind = ${walletLedger.kind} and p.reference = ${walletLedger.reference})`,
  );

/** Paid monthly statements not yet followed by a points line (kind STATEMENT, reference the bill number). */
const unaccruedStatements = (customerId?: number) =>
  and(
    customerId === undefined ? undefined : eq(monthlyStatements.customerId, customerId),
    eq(monthlyStatements.status, 'PAID'),
    sql`not exists (select 1 from ${pointsLedger} p where p.customer_id = ${monthlyStatements.customerId}
      and p.kind = 'STATEMENT' and p.reference = ${monthlyStatements.billNo})`,
  );

interface Earning {
  kind: string;
  reference: string;
  walletLedgerId: number | null;
  points: number;
}

/**
 * The member's points and growth: the only writer of `member_points` and `points_ledger`
 * (docs/decisions.md "Member mall"). Every movement locks or conditionally updates the member's
 * balance row and appends its ledger line, with the balances after it, in one transaction, so the
 * ledger always adds up to the balance row.
 *
 * Points follow the prepaid wallet's ledger: each ORDER, ORDER_EDIT and REFUND line moves points and
 * growth by its whole ringgit (`pointsOfWalletLine`), once per wallet line, since the points line
 * carries the wallet line's kind and reference under a unique index. A monthly-account customer earns
 * on each monthly statement once it is paid (kind STATEMENT, reference the bill number). `accrue` catches a customer up;
 * the `mall.accrue-points` job catches every customer up on its schedule, and the member pages call
 * `accrue` before they read, so what was paid shows at once.
 */
export class PointsService {
  /** Catches the customer's points up with its wallet ledger and its paid statements. Returns the number of lines taken in. */
  async accrue(db: DbOrTx, scope: RowScope): Promise<number> {
    // The common case (nothing new) reads two indexes and writes nothing.
    if (!(await this.pending(db, scope))) return 0;
    return db.transaction(async (tx) => {
      const balance = await this.lockBalance(tx, scope);
      const earnings = await this.earnings(tx, scope);
      if (!earnings.length) return 0;
      let { points, growth } = balance;
      const rows = earnings.map((e) => {
        points += e.points;
        growth += e.points;
        return { customerId: scope.customerId, ...e, growth: e.points, pointsAfter: points, growthAfter: growth };
      });
      // A line under a ringgit moves nothing but is still written: it marks its source as taken in.
      await tx.insert(pointsLedger).values(rows);
      // Everything seen is taken in, so the mark moves up to the lines surely committed.
      await tx
        .update(memberPoints)
        .set({
          points,
          growth,
          takenBefore: sql`greatest(coalesce(${memberPoints.takenBefore}, ${NEVER}), ${SETTLED})`,
          updatedAt: new Date(),
        })
        .where(eq(memberPoints.customerId, scope.customerId));
      return rows.length;
    });
  }

  /**
   * Catches up every customer with something not taken in yet (the scheduled job): the wallet lines since
   * the job's mark, a batch of customers at a time, until none is left (then the mark moves up to the
   * lines surely committed when it began) or `stop()` says so. Returns the lines taken in.
   */
  async accrueEveryone(
    db: Db,
    { maxBatches = 20, batch = 500, stop = () => false }: { maxBatches?: number; batch?: number; stop?: () => boolean } = {},
  ): Promise<number> {
    const [run] = await db.select({ takenBefore: pointsAccrualRun.takenBefore }).from(pointsAccrualRun);
    const since = run ? sql`${run.takenBefore.toISOString()}::timestamptz` : NEVER;
    const settled = await db.execute(sql`select (${SETTLED})::text as at`);
    const settledAt = (settled as unknown as { rows: { at: string }[] }).rows[0]!.at;
    let taken = 0;
    for (let round = 0; round < maxBatches && !stop(); round++) {
      const [fromWallet, fromStatements] = await Promise.all([
        db.selectDistinct({ customerId: walletLedger.customerId }).from(walletLedger).where(unaccruedWallet(since)).limit(batch),
        db.selectDistinct({ customerId: monthlyStatements.customerId }).from(monthlyStatements).where(unaccruedStatements()).limit(batch),
      ]);
      const customers = new Set([...fromWallet, ...fromStatements].map((r) => r.customerId));
      if (customers.size === 0) {
        await db
          .insert(pointsAccrualRun)
          .values({ id: 1, takenBefore: new Date(settledAt) })
          .onConflictDoUpdate({
            target: pointsAccrualRun.id,
            set: { takenBefore: sql`greatest(${pointsAccrualRun.takenBefore}, excluded.taken_before)` },
          });
        break;
      }
      const before = taken;
      for (const customerId of customers) taken += await this.accrue(db, { customerId });
      // Found but nothing to take in: a line older than its customer's mark without points, which the marks
      // rule out; stop rather than find it again round after round, and keep the job's mark where it is.
      if (taken === before) break;
    }
    return taken;
  }

  private async pending(db: DbOrTx, { customerId }: RowScope): Promise<boolean> {
    const [wallet] = await db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(unaccruedWallet(customerSince(customerId), customerId))
      .limit(1);
    if (wallet) return true;
    const [statement] = await db
      .select({ id: monthlyStatements.id })
      .from(monthlyStatements)
      .where(unaccruedStatements(customerId))
      .limit(1);
    return !!statement;
  }

  /**
   * What the customer paid and was not credited for yet, oldest first: each wallet line of an order,
   * an edit or a refund (a refund takes back), and each paid monthly statement (its total).
   */
  private async earnings(tx: Tx, { customerId }: RowScope): Promise<Earning[]> {
    const wallet = await tx
      .select({ id: walletLedger.id, kind: walletLedger.kind, reference: walletLedger.reference, amountSen: walletLedger.amountSen })
      .from(walletLedger)
      .where(unaccruedWallet(customerSince(customerId), customerId))
      .orderBy(asc(walletLedger.id));
    const statements = await tx
      .select({ billNo: monthlyStatements.billNo, totalSen: monthlyStatements.totalSen })
      .from(monthlyStatements)
      .where(unaccruedStatements(customerId))
      .orderBy(asc(monthlyStatements.paidAt), asc(monthlyStatements.id));
    return [
      ...wallet.map((w) => ({ kind: w.kind, reference: w.reference, walletLedgerId: w.id, points: pointsOfWalletLine(w.amountSen) })),
      ...statements.map((b) => ({ kind: 'STATEMENT', reference: b.billNo, walletLedgerId: null, points: pointsOfPaid(b.totalSen) })),
    ];
  }

  /**
   * Spends points inside the caller's transaction (an exchange): one conditional UPDATE, so however many
   * exchanges run at once the balance never goes below zero; then the ledger line. Throws the
   * insufficient refusal, which rolls the caller's transaction back.
   */
  async spend(tx: Tx, scope: RowScope, points: number, reference: string): Promise<number> {
    const [row] = await tx
      .update(memberPoints)
      .set({ points: sql`${memberPoints.points} - ${points}`, updatedAt: new Date() })
      .where(and(eq(memberPoints.customerId, scope.customerId), sql`${memberPoints.points} >= ${points}`))
      .returning({ points: memberPoints.points, growth: memberPoints.growth });
    if (!row) {
      const { points: have } = await this.balance(tx, scope);
      throw new PortalError(Code.CONFLICT, 'mallPointsInsufficient', { needed: points, points: have });
    }
    await this.append(tx, scope, 'EXCHANGE', reference, -points, 0, row);
    return row.points;
  }

  /**
   * An opening balance carried over from an earlier programme (the demo's seed), once per reference.
   * Counts as growth too, since it was earned.
   */
  async open(tx: Tx, scope: RowScope, points: number, reference: string): Promise<void> {
    const balance = await this.lockBalance(tx, scope);
    const after = { points: balance.points + points, growth: balance.growth + points };
    const [line] = await tx
      .insert(pointsLedger)
      .values({
        customerId: scope.customerId,
        kind: 'OPENING',
        reference,
        points,
        growth: points,
        pointsAfter: after.points,
        growthAfter: after.growth,
      })
      .onConflictDoNothing()
      .returning({ id: pointsLedger.id });
    if (line)
      await tx
        .update(memberPoints)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(memberPoints.customerId, scope.customerId));
  }

  /** The member's points and growth (zero before anything was earned). */
  async balance(db: DbOrTx, { customerId }: RowScope): Promise<{ points: number; growth: number }> {
    const [row] = await db
      .select({ points: memberPoints.points, growth: memberPoints.growth })
      .from(memberPoints)
      .where(eq(memberPoints.customerId, customerId));
    return row ?? { points: 0, growth: 0 };
  }

  /** The member's balance row, created if missing, locked until the transaction ends. */
  private async lockBalance(tx: Tx, { customerId }: RowScope): Promise<{ points: number; growth: number }> {
    await tx.insert(memberPoints).values({ customerId }).onConflictDoNothing();
    const [row] = await tx
      .select({ points: memberPoints.points, growth: memberPoints.growth })
      .from(memberPoints)
      .where(eq(memberPoints.customerId, customerId))
      .for('update');
    return row!;
  }

  private async append(
    tx: Tx,
    { customerId }: RowScope,
    kind: PointsLedgerKind,
    reference: string,
    points: number,
    growth: number,
    after: { points: number; growth: number },
  ): Promise<void> {
    await tx
      .insert(pointsLedger)
      .values({ customerId, kind, reference, points, growth, pointsAfter: after.points, growthAfter: after.growth });
  }
}
