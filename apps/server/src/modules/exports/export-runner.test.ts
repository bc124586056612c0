import { Code } from '@portal/shared/codes';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { exportTasks, users } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/portal.ts';
import { ExportRunner } from './export-runner.ts';
import { ExportSources } from './export-sources.ts';
import { claimNextTask, heartbeat, insertTask, requeueStaleTasks, STALE_HEARTBEAT_MS, taskCaller } from './export-tasks.ts';
import { checkSourceAccess } from './start-export.ts';
import { COLUMNS, generatedSource } from './testing.ts';

// The runner and the queue on a database of their own, with no server (and so no other runner) on it.
let database: Database;
let drop: () => Promise<void>;
let demo: Caller;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
  demo = (await taskCaller(database.db, row!.id))!;
});
afterAll(() => drop());

const queue = (params: Record<string, unknown> = {}) =>
  insertTask(database.db, demo, {
    source: 'exportTestList',
    name: 'list.xlsx',
    request: { columns: COLUMNS, params, ids: null, lang: 'en' },
    mode: 'task',
  });
const stateOf = async (taskId: string) => (await database.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0]?.state;
const clearQueue = () => database.db.delete(exportTasks);

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the queue', () => {
  it('hands each waiting task to one claimer only, oldest first, and never a direct export', async () => {
    await clearQueue();
    await insertTask(database.db, demo, {
      source: 'x',
      name: 'x.xlsx',
      request: { columns: COLUMNS, params: {}, ids: null, lang: 'en' },
      mode: 'direct',
    });
    const first = await queue();
    const second = await queue();
    const claims = await Promise.all([claimNextTask(database.db), claimNextTask(database.db), claimNextTask(database.db)]);
    expect(claims.map((c) => c?.id).sort()).toEqual([first, second, undefined].sort());
    expect(claims.find((c) => c?.id === first)).toMatchObject({
      state: 'RUNNING',
      startedAt: expect.any(Date),
      heartbeatAt: expect.any(Date),
    });
  });

  it('puts back a running task whose process went quiet, and leaves a live one alone', async () => {
    await clearQueue();
    const quiet = await queue();
    const live = await queue();
    const lostClaim = (await claimNextTask(database.db))!;
    await claimNextTask(database.db);
    await database.db
      .update(exportTasks)
      .set({ heartbeatAt: new Date(Date.now() - STALE_HEARTBEAT_MS - 1_000) })
      .where(eq(exportTasks.id, quiet));
    expect(await requeueStaleTasks(database.db)).toBe(1);
    expect(await stateOf(quiet)).toBe('WAITING');
    expect(await stateOf(live)).toBe('RUNNING');

    // Claimed again elsewhere, the task no longer answers to the process that went quiet.
    await new Promise((r) => setTimeout(r, 5));
    const newClaim = (await claimNextTask(database.db))!;
    expect(newClaim.id).toBe(lostClaim.id);
    expect(await heartbeat(database.db, lostClaim, 50)).toBe(false);
    expect(await heartbeat(database.db, newClaim, 50)).toBe(true);
  });
});

describe('the runner', () => {
  const sources = new ExportSources();
  sources.add(generatedSource('exportTestList'));

  it('runs the queue in order and, when stopped mid-task, hands the task back for the next start', async () => {
    await clearQueue();
    const runner = new ExportRunner(database.db, sources, pino({ level: 'silent' }));
    const slow = await queue({ pageDelayMs: 100 });
    const quick = await queue({ size: 3 });
    runner.start();
    await until(async () => (await stateOf(slow)) === 'RUNNING');
    expect(await stateOf(quick)).toBe('WAITING');
    await runner.stop();
    expect(await stateOf(slow)).toBe('WAITING');

    runner.start();
    await until(async () => (await stateOf(quick)) === 'DONE', 20_000);
    expect(await stateOf(slow)).toBe('DONE');
    await runner.stop();
  });
});

describe('checkSourceAccess', () => {
  it("refuses a frozen customer's order exports, as the order endpoints do", () => {
    const frozen = { ...demo, lockFlag: 1 };
    expect(() => checkSourceAccess(generatedSource('exportOrders'), frozen)).toThrow(
      expect.objectContaining({ code: Code.ACCOUNT_FROZEN }),
    );
    expect(() => checkSourceAccess(generatedSource('exportAddress'), frozen)).not.toThrow();
    expect(() => checkSourceAccess(generatedSource('exportOrders'), demo)).not.toThrow();
  });
});
