import type { ExportTask } from '@portal/shared/export';
import type { Paging } from '@portal/shared/table-config';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, exportTasks, storedFiles, users } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/portal.ts';

/**
 * The export_tasks repository. Everything a user asks for is scoped to that user's own tasks here,
 * so no route can forget it; only the export jobs (claim, recovery, housekeeping) look across users.
 */

export type TaskRow = typeof exportTasks.$inferSelect;
export type TaskRequest = TaskRow['request'];

/**
 * How often a running export proves its process alive, and after how long without a word its task
 * is taken from it: three missed beats. With the watch below every 5 s, a killed process's task is
 * back in the queue within 20 s of the kill (last beat up to 5 s before it, 15 s of silence, one
 * watch interval).
 */
export const EXPORT_TIMING = { heartbeatEveryMs: 5_000, staleAfterMs: 15_000, watchEveryMs: 5_000 };
export type ExportTiming = typeof EXPORT_TIMING;

export async function insertTask(
  db: DbOrTx,
  caller: Caller,
  task: { source: string; name: string; request: TaskRequest; mode: TaskRow['mode'] },
): Promise<string> {
  const [row] = await db
    .insert(exportTasks)
    .values({ ...task, userId: caller.userId, customerId: caller.customerId })
    .returning({ id: exportTasks.id });
  return row!.id;
}

/** One of the user's tasks, or undefined (also for another user's id). */
export async function findTask(db: DbOrTx, userId: number, taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.id, taskId), eq(exportTasks.userId, userId)));
  return row;
}

/** The user's download-centre tasks, newest first, with the size of each stored file. */
export async function listTasks(db: DbOrTx, userId: number, paging: Paging): Promise<{ list: ExportTask[]; total: number }> {
  const mine = and(eq(exportTasks.userId, userId), eq(exportTasks.mode, 'task'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: exportTasks.id,
        name: exportTasks.name,
        state: exportTasks.state,
        progress: exportTasks.progress,
        rows: exportTasks.rows,
        size: storedFiles.size,
        createdAt: exportTasks.createdAt,
        finishedAt: exportTasks.finishedAt,
        error: exportTasks.error,
      })
      .from(exportTasks)
      .leftJoin(storedFiles, eq(storedFiles.id, exportTasks.fileId))
      .where(mine)
      .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(exportTasks).where(mine),
  ]);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null })),
    total: counted?.total ?? 0,
  };
}

/** Cancels the user's waiting or running task; false when there is none in those states. */
export async function cancelTask(db: DbOrTx, userId: number, taskId: string): Promise<boolean> {
  const done = await db
    .update(exportTasks)
    .set({ state: 'CANCELLED', finishedAt: new Date() })
    .where(
      and(
        eq(exportTasks.id, taskId),
        eq(exportTasks.userId, userId),
        eq(exportTasks.mode, 'task'),
        inArray(exportTasks.state, ['WAITING', 'RUNNING']),
      ),
    )
    .returning({ id: exportTasks.id });
  return done.length > 0;
}

/** Deletes the user's finished task; the file goes with it (the caller runs both in one transaction). */
export async function deleteFinishedTask(db: DbOrTx, userId: number, taskId: string): Promise<{ fileId: string | null } | null> {
  const [gone] = await db
    .delete(exportTasks)
    .where(
      and(
        eq(exportTasks.id, taskId),
        eq(exportTasks.userId, userId),
        eq(exportTasks.mode, 'task'),
        inArray(exportTasks.state, ['DONE', 'FAILED', 'CANCELLED']),
      ),
    )
    .returning({ fileId: exportTasks.fileId });
  return gone ?? null;
}

/**
 * Takes the task for the job that runs it: a waiting one, or a running one whose last attempt died
 * (the queue runs one attempt of a job at a time). The new claim time shuts out that attempt's
 * writes. Undefined when the task was cancelled, deleted or finished meanwhile.
 */
export async function claimTask(db: DbOrTx, taskId: string): Promise<TaskRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(exportTasks)
    .set({ state: 'RUNNING', startedAt: now, heartbeatAt: now, progress: 0 })
    .where(and(eq(exportTasks.id, taskId), eq(exportTasks.mode, 'task'), inArray(exportTasks.state, ['WAITING', 'RUNNING'])))
    .returning();
  return row;
}

/**
 * A claimed task: its id and the moment it was claimed. Updates match both, so a process that lost
 * its claim (its task was put back as stale and claimed again) can no longer write to it.
 */
export type Claim = Pick<TaskRow, 'id' | 'startedAt'>;

const held = (claim: Claim) =>
  and(
    eq(exportTasks.id, claim.id),
    eq(exportTasks.state, 'RUNNING'),
    claim.startedAt ? eq(exportTasks.startedAt, claim.startedAt) : undefined,
  );

/** Records progress and proves the job alive; false when the task is no longer ours to run (cancelled, or taken over). */
export async function heartbeat(db: DbOrTx, claim: Claim, progress: number): Promise<boolean> {
  const alive = await db
    .update(exportTasks)
    .set({ progress, heartbeatAt: new Date() })
    .where(held(claim))
    .returning({ id: exportTasks.id });
  return alive.length > 0;
}

/** Marks a running task done; false when it was cancelled meanwhile (the caller then drops the file). */
export async function finishTask(db: DbOrTx, claim: Claim, result: { rows: number; fileId: string | null }): Promise<boolean> {
  const done = await db
    .update(exportTasks)
    .set({ state: 'DONE', progress: 100, rows: result.rows, fileId: result.fileId, finishedAt: new Date() })
    .where(held(claim))
    .returning({ id: exportTasks.id });
  return done.length > 0;
}

/** A direct export has been streamed: it is done, whatever state it was in. */
export async function markDirectDone(db: DbOrTx, taskId: string, rows: number): Promise<void> {
  await db.update(exportTasks).set({ state: 'DONE', progress: 100, rows, finishedAt: new Date() }).where(eq(exportTasks.id, taskId));
}

export async function failTask(db: DbOrTx, claim: Claim, error: string): Promise<void> {
  await db.update(exportTasks).set({ state: 'FAILED', error, finishedAt: new Date() }).where(held(claim));
}

const backToQueue = { state: 'WAITING', progress: 0, startedAt: null, heartbeatAt: null } as const;

/** Hands a running task back to waiting, at shutdown. */
export async function requeueTask(db: DbOrTx, claim: Claim): Promise<void> {
  await db.update(exportTasks).set(backToQueue).where(held(claim));
}

/**
 * Puts back in the queue the running tasks not heard from for `staleAfterMs` (their process died or
 * hangs) and answers their ids. One conditional update: a heartbeat that lands first keeps its task
 * (the row lock orders the two, and the condition is checked again on the row as the beat left it),
 * and of several processes watching at once only one takes each task.
 */
export async function takeBackStaleTasks(db: DbOrTx, staleAfterMs: number, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(exportTasks)
    .set(backToQueue)
    .where(
      and(
        eq(exportTasks.state, 'RUNNING'),
        eq(exportTasks.mode, 'task'),
        lt(exportTasks.heartbeatAt, new Date(now.getTime() - staleAfterMs)),
      ),
    )
    .returning({ id: exportTasks.id });
  return rows.map((r) => r.id);
}

/** A task's state now (undefined when it is gone). */
export async function taskState(db: DbOrTx, taskId: string): Promise<TaskRow['state'] | undefined> {
  const [row] = await db.select({ state: exportTasks.state }).from(exportTasks).where(eq(exportTasks.id, taskId));
  return row?.state;
}

/** Centre tasks waiting since before `olderThan`. */
export async function waitingTaskIds(db: DbOrTx, olderThan: Date): Promise<string[]> {
  const rows = await db
    .select({ id: exportTasks.id })
    .from(exportTasks)
    .where(and(eq(exportTasks.state, 'WAITING'), eq(exportTasks.mode, 'task'), lt(exportTasks.createdAt, olderThan)));
  return rows.map((r) => r.id);
}

/** Fails a task that is still waiting or running, whoever holds it (its job gave up); false when it had ended. */
export async function failUnfinishedTask(db: DbOrTx, taskId: string, error: (lang: string) => string): Promise<boolean> {
  const [task] = await db.select({ request: exportTasks.request }).from(exportTasks).where(eq(exportTasks.id, taskId));
  if (!task) return false;
  const done = await db
    .update(exportTasks)
    .set({ state: 'FAILED', error: error(task.request.lang), finishedAt: new Date() })
    .where(and(eq(exportTasks.id, taskId), inArray(exportTasks.state, ['WAITING', 'RUNNING'])))
    .returning({ id: exportTasks.id });
  return done.length > 0;
}

/** Direct exports are only a handle for one download; once their link is long dead they go. */
export async function deleteOldDirectTasks(db: DbOrTx, olderThan: Date): Promise<void> {
  await db.delete(exportTasks).where(and(eq(exportTasks.mode, 'direct'), lt(exportTasks.createdAt, olderThan)));
}

/**
 * The account a task runs for, as the export source expects a caller. A background run has no
 * session, so the session fields are empty; sources need who is asking, not how they logged in.
 * Undefined when the account is gone or disabled.
 */
export async function taskCaller(db: DbOrTx, userId: number): Promise<Caller | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      loginCode: users.loginCode,
      accountType: users.accountType,
      customerId: users.customerId,
      status: users.status,
      lockFlag: customers.lockFlag,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  if (row?.status !== 1) return undefined;
  return {
    sessionId: '',
    tokenHash: '',
    token: '',
    userId: row.userId,
    loginCode: row.loginCode,
    accountType: row.accountType,
    customerId: row.customerId,
    lockFlag: row.lockFlag ?? 0,
  };
}
