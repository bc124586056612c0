// A debit must be one conditional write, never a read of the balance followed by a write: between
// the two another request may spend the same money. On PostgreSQL the parallel order tests make that
// race for real. PGlite has one connection and runs transactions one after another, so there the
// race cannot happen by itself. These tests make it happen on both databases: every plain read of a
// wallet's balance is followed, before its caller goes on, by a competing debit that commits in
// between (on PGlite inside the same transaction, the only way to put it between the read and the
// write; on PostgreSQL from another connection). A check-then-debit then overspends; a conditional
// write never reads and is unaffected.
import { Code } from '@portal/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { customers, walletLedger, wallets } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';
import { WalletService } from './service.ts';

type Run = (text: string, params: unknown[]) => Promise<unknown>;
type AnyQuery = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/** A statement that reads a wallet's balance without writing or locking it. */
const readsBalance = (text: string) =>
  /\b(from|join)\s+"?wallets"?/i.test(text) && !/\bupdate\s+"?wallets"?/i.test(text) && !/\bfor\s+(no key\s+)?(update|share)\b/i.test(text);

const statementText = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string })?.text ?? ''));

/**
 * Arms a competing debit of `amountSen` from the customer's wallet, run once right after the next
 * plain read of a wallet's balance (and before the reader sees its result). Returns how many times
 * it ran and the undo of the hooks.
 */
function competeAfterNextRead(database: Database, customerId: number, amountSen: number) {
  const session = (database.db as unknown as { _: { session: { client: Record<string, AnyQuery> } } })._.session;
  const client = session.client;
  const state = { armed: true, ran: 0 };
  const competitor = (run: Run) =>
    run('update wallets set balance_sen = balance_sen - $1 where customer_id = $2 and balance_sen >= $1', [amountSen, customerId]);
  const wrap = (target: Record<string, AnyQuery>, runCompetitor: () => Run): (() => void) => {
    const original = target.query!;
    target.query = async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(target, args);
      if (state.armed && readsBalance(statementText(args[0]))) {
        state.armed = false;
        state.ran++;
        await competitor(runCompetitor());
      }
      return result;
    };
    return () => {
      target.query = original;
    };
  };
  const undo: (() => void)[] = [];
  if (database.kind === 'pglite') {
    // One connection: the competing debit goes into the reader's own transaction, before its next statement.
    const plain = client.query!.bind(client) as Run;
    undo.push(wrap(client, () => plain));
    const transaction = client.transaction!;
    client.transaction = function (this: unknown, fn: unknown) {
      return transaction.call(client, async (tx: Record<string, AnyQuery>) => {
        const inTx = tx.query!.bind(tx) as Run;
        wrap(tx, () => inTx);
        return (fn as (tx: unknown) => Promise<unknown>)(tx);
      });
    };
    undo.push(() => {
      client.transaction = transaction;
    });
  } else {
    // A pool: the competing debit commits from a connection of its own while the reader waits.
    const pool = client;
    const own = pool.query!.bind(pool) as Run;
    undo.push(wrap(pool, () => own));
    const connect = pool.connect!;
    pool.connect = function (this: unknown, ...args: unknown[]) {
      // The pool's own query() connects with a callback: its statements go through the wrapped pool.query.
      if (typeof args[0] === 'function') return connect.apply(pool, args);
      return wrapConnection(connect.apply(pool, args));
    };
    const wrapConnection = async (connecting: Promise<unknown>) => {
      const conn = (await connecting) as Record<string, AnyQuery> & { release: (...a: unknown[]) => unknown };
      const unwrap = wrap(conn, () => own);
      const release = conn.release;
      conn.release = (...a: unknown[]) => {
        unwrap();
        conn.release = release;
        return release.apply(conn, a);
      };
      return conn;
    };
    undo.push(() => {
      pool.connect = connect;
    });
  }
  return {
    state,
    restore: () => {
      for (const u of undo.reverse()) u();
    },
  };
}

let t: TestApp;
let demoId: number;
let restore = () => {};
beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001'));
  demoId = demo!.id;
});
afterEach(() => restore());
afterAll(() => t.close());

const balance = async () =>
  (await t.database.db.select({ b: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, demoId)))[0]!.b;
const setBalance = (balanceSen: number) => t.database.db.update(wallets).set({ balanceSen }).where(eq(wallets.customerId, demoId));

describe('a debit with another debit landing in between', () => {
  it('placing an order: the wallet covers one RM 8.00 order, not two', async () => {
    await setBalance(1_000);
    const hook = competeAfterNextRead(t.database, demoId, 800);
    restore = hook.restore;
    const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder({}, 'race'), { token: await t.sessionOf('demo') });
    hook.restore();
    // Whoever wins, RM 10.00 pays for one RM 8.00 order only: the balance is never below zero.
    expect(await balance()).toBeGreaterThanOrEqual(0);
    if (hook.state.ran) expect(reply).toMatchObject({ success: false, code: Code.WALLET_INSUFFICIENT });
    else expect(await balance()).toBe(200);
  });

  it('the service debit (an edit, an international order): never below zero', async () => {
    await setBalance(1_000);
    const wallet = new WalletService();
    const scope = { customerId: demoId } as Parameters<WalletService['debit']>[1];
    const hook = competeAfterNextRead(t.database, demoId, 800);
    restore = hook.restore;
    const outcome = await t.database.db
      .transaction((tx) => wallet.debit(tx, scope, 800, `race-${Date.now()}`, 'ORDER_EDIT'))
      .then(
        (after) => ({ after }),
        (err: unknown) => ({ err }),
      );
    hook.restore();
    expect(await balance()).toBeGreaterThanOrEqual(0);
    if ('after' in outcome) expect(outcome.after).toBe(await balance());
    else expect(outcome.err).toMatchObject({ code: Code.WALLET_INSUFFICIENT });
    // The ledger lines of the debit that went through add up to what left the wallet.
    const lines = await t.database.db.select().from(walletLedger).where(sql`${walletLedger.reference} like 'race-%'`);
    expect(lines.reduce((s, l) => s + l.amountSen, 0)).toBe('after' in outcome ? -800 : 0);
  });
});
