import { Code } from '@portal/shared/codes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../test/helpers.ts';
import { waitUntil } from '../../test/poll.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// PGlite has no connection to lose; a dropped LISTEN connection is PostgreSQL's case.
describe.skipIf(!process.env.DATABASE_URL)('the change feed when its LISTEN connection drops (PostgreSQL only)', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp();
    other = await t.otherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** This database's LISTEN connections: one per server process (two here). */
  const listeners = async () => {
    const result = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  /** Kills them, as a network blip or a PostgreSQL restart would, and waits until they are back. */
  const dropListeners = async (whileDown: () => Promise<void> = async () => {}) => {
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    await waitUntil(async () => (await listeners()) === 0, { withinMs: 5_000, everyMs: 50, what: 'the listeners to go' });
    // Let each process hear that its connection is gone before acting in the outage.
    await sleep(200);
    await whileDown();
    await waitUntil(async () => (await listeners()) >= 2, { withinMs: 15_000, everyMs: 50, what: 'the listeners to come back' });
    // The flush runs once LISTEN is in place again; wait for it, and for any extra connection to show.
    await sleep(300);
  };
  const userInfo = (app: FastifyInstance, token: string) => call(app, 'getUserInfo', {}, { token });

  it('refuses on this process a token logged out on the other while this one was not listening', async () => {
    expect(await listeners()).toBe(2);
    const token = await login(t.app, 'demo');
    expect((await userInfo(t.app, token)).success).toBe(true);
    await dropListeners(async () => {
      // Used here during the outage (the cache is filled again), logged out there: the notice is lost.
      expect((await userInfo(t.app, token)).success).toBe(true);
      expect((await call(other, 'logout', {}, { token })).success).toBe(true);
      expect(await userInfo(other, token)).toMatchObject({ code: Code.SESSION_EXPIRED });
    });
    expect(await userInfo(t.app, token)).toMatchObject({ code: Code.SESSION_EXPIRED });
  });

  it('keeps one listener connection per process however often it drops', async () => {
    for (let i = 0; i < 3; i++) {
      await dropListeners();
      expect(await listeners()).toBe(2);
    }
    // And the feed works again: a logout on the other process reaches this one at once.
    const token = await login(t.app, 'demo');
    expect((await userInfo(t.app, token)).success).toBe(true);
    await call(other, 'logout', {}, { token });
    await waitUntil(async () => (await userInfo(t.app, token)).code === Code.SESSION_EXPIRED, {
      withinMs: 2_000,
      everyMs: 50,
      what: 'the logout notice',
    });
  });
});
