import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.ts';

/** pg-boss's own schema: the hand-back below writes its job table, as its `fail` does. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * How soon a dead process's jobs move on: each working process beats every `beatEveryMs`; one silent
 * for `deadAfterMs` is dead; every process looks for the dead every `watchEveryMs`. The defaults hand a
 * killed worker's job to another within 25 s (docs/decisions.md "Jobs outlive their process").
 */
export interface JobTiming {
  beatEveryMs: number;
  deadAfterMs: number;
  watchEveryMs: number;
}
export const JOB_TIMING: JobTiming = { beatEveryMs: 5_000, deadAfterMs: 20_000, watchEveryMs: 5_000 };

export type Sql = PgBoss.Db['executeSql'];

/** A job this process took, with what its end needs. */
export interface TakenJob {
  id: string;
  name: string;
  data: object;
  retryCount: number;
  retryLimit: number;
}

/** A job handed on because the process that held it is dead. */
export interface HandedOn {
  worker: string;
  queue: string;
  jobId: string;
  /**
   * `retried`: ready to run again now; `failed`: it had died with its process once too often (a job that
   * kills its process); `left`: it had already ended or moved to another process meanwhile.
   */
  outcome: 'retried' | 'failed' | 'left';
}

/**
 * The working processes and the jobs each holds, in the portal's database beside pg-boss's queue.
 * pg-boss notices a dead process only when its job's expiry passes (up to an hour for an export);
 * with beats and leases, a job's process is known, and so is its death.
 */
export class WorkerRegistry {
  /** This process's id while it works; a new one each start. */
  readonly id = randomUUID();

  constructor(
    private readonly database: Database,
    private readonly boss: PgBoss,
    /** Runs a statement outside a transaction (tracked by the queue, so its stop waits for it). */
    private readonly sql: Sql,
  ) {}

  async register(): Promise<void> {
    await this.sql('insert into job_workers (id, process) values ($1, $2) on conflict (id) do update set beat_at = now()', [
      this.id,
      `${hostname()}:${process.pid}`,
    ]);
  }

  /**
   * Proves this process alive. False when it had been taken for dead meanwhile (a long pause): its
   * jobs have been handed on, and it registers again to go on taking new ones.
   */
  async beat(): Promise<boolean> {
    const { rows } = await this.sql('update job_workers set beat_at = now() where id = $1 returning id', [this.id]);
    if (rows.length) return true;
    await this.register();
    return false;
  }

  /** Takes up to `count` jobs of the queue and leases them to this process, in one transaction. */
  async take(queue: string, count: number): Promise<TakenJob[]> {
    return this.inTransaction(async (sql) => {
      const jobs = (await this.boss.fetch(queue, {
        batchSize: count,
        includeMetadata: true,
        db: { executeSql: sql },
      })) as unknown as TakenJob[];
      if (jobs.length) {
        // A lease left by a process that lost the job another way (an export's own watch failed it) is this one's now.
        await sql(
          `insert into job_leases (job_id, queue, worker_id) select unnest($1::uuid[]), $2, $3
            on conflict (job_id) do update set queue = excluded.queue, worker_id = excluded.worker_id, taken_at = now()`,
          [jobs.map((j) => j.id), queue, this.id],
        );
      }
      return jobs;
    });
  }

  /**
   * Ends a job this process ran: completed, or failed (retried as its queue says). False, and the job
   * left alone, when its lease is no longer this process's: it was handed on, and its new holder ends it.
   */
  async end(job: TakenJob, failure?: unknown): Promise<boolean> {
    return this.inTransaction(async (sql) => {
      if (!(await this.release(sql, job.id))) return false;
      const db = { db: { executeSql: sql } };
      if (failure === undefined) await this.boss.complete(job.name, job.id, {}, db);
      else await this.boss.fail(job.name, job.id, failureOutput(failure), db);
      return true;
    });
  }

  /** Jobs this process still holds but will not finish (it is closing): given to the next taker now. */
  async handBackOwn(jobs: TakenJob[]): Promise<void> {
    if (!jobs.length) return;
    await this.inTransaction(async (sql) => {
      for (const job of jobs) if (await this.release(sql, job.id)) await this.handBack(sql, job.name, job.id, 'its process closed');
    });
  }

  /** This process stops working: its row goes, so nobody waits for it to be declared dead. */
  async leave(): Promise<void> {
    await this.sql('delete from job_workers where id = $1', [this.id]);
  }

  /**
   * Every process silent for `deadAfterMs`: its row is deleted (by one process only: the delete is
   * conditional) and each job it held is made ready to run again at once, or failed if it has died
   * with its process more often than its queue retries it.
   */
  async takeOverDead(deadAfterMs: number): Promise<HandedOn[]> {
    const { rows } = await this.sql('select id from job_workers where beat_at < now() - make_interval(secs => $1) and id <> $2', [
      deadAfterMs / 1000,
      this.id,
    ]);
    const handed: HandedOn[] = [];
    for (const { id } of rows as { id: string }[]) {
      await this.inTransaction(async (sql) => {
        const gone = await sql('delete from job_workers where id = $1 and beat_at < now() - make_interval(secs => $2) returning id', [
          id,
          deadAfterMs / 1000,
        ]);
        if (!gone.rows.length) return; // it beat again, or another process took it over first
        const leases = await sql('delete from job_leases where worker_id = $1 returning job_id, queue', [id]);
        for (const lease of leases.rows as { job_id: string; queue: string }[]) {
          const outcome = await this.handBack(sql, lease.queue, lease.job_id, 'its process stopped answering');
          handed.push({ worker: id, queue: lease.queue, jobId: lease.job_id, outcome });
        }
      });
    }
    return handed;
  }

  /**
   * An active job made ready to run now, its attempt counted as a retry (pg-boss counts it when the
   * job is taken again). One that has already used every retry its queue allows (a death counts as
   * one more) is failed instead, so a job that kills its process does not go round for ever.
   */
  private async handBack(sql: Sql, queue: string, jobId: string, reason: string): Promise<HandedOn['outcome']> {
    // Only while nobody holds it: the caller released its holder's lease, so a lease now is a new holder's (the
    // job failed and was taken again meanwhile), and that holder's run is left alone.
    const free = `name = $1 and id = $2 and state = 'active' and not exists (select 1 from job_leases where job_id = $2)`;
    const { rows } = await sql(
      `update ${BOSS_SCHEMA}.job set state = 'retry', start_after = now() where ${free} and retry_count <= retry_limit returning id`,
      [queue, jobId],
    );
    if (rows.length) return 'retried';
    const spent = await sql(`select 1 from ${BOSS_SCHEMA}.job where ${free} and retry_count > retry_limit`, [queue, jobId]);
    if (!spent.rows.length) return 'left';
    await this.boss.fail(queue, jobId, { message: reason }, { db: { executeSql: sql } });
    return 'failed';
  }

  private async release(sql: Sql, jobId: string): Promise<boolean> {
    const { rows } = await sql('delete from job_leases where job_id = $1 and worker_id = $2 returning job_id', [jobId, this.id]);
    return rows.length > 0;
  }

  private inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => work(transactionSql(tx)));
  }
}

/** What pg-boss keeps as a failed attempt's output: the error's message and stack. */
function failureOutput(failure: unknown): object {
  if (failure instanceof Error) return { message: failure.message, stack: failure.stack };
  return { message: String(failure) };
}

/**
 * Statements on a transaction's own connection. drizzle keeps that connection (a pg PoolClient, or
 * PGlite's transaction) private, but both answer `query(text, values)` as pg does.
 */
export function transactionSql(tx: DbOrTx): Sql {
  const client = (tx as unknown as { session?: { client?: { query?: Sql } } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('not a drizzle transaction of this server');
  return (text, values) => client.query!(text, values);
}
