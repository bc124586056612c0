import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.ts';

/** Schedules are read in the courier's time: '0 2 * * *' is 2 a.m. in Kuala Lumpur. */
export const JOB_TIME_ZONE = 'Asia/Kuala_Lumpur';

export interface JobContext {
  id: string;
  /** 0 on the first attempt, 1 on the first retry... */
  retryCount: number;
  /** True once this process is closing: a long handler stops at a safe point and throws, so the job is retried. */
  stopping: () => boolean;
}

/**
 * A kind of job by its queue's name, typed by the payload it carries: what a sender needs (the
 * module that runs the kind defines it with its handler while the server is built).
 */
export interface JobRef<P extends object> {
  readonly name: string;
  /** Only carries the payload type. */
  readonly payload?: P;
}

export const jobRef = <P extends object>(name: string): JobRef<P> => ({ name });

/**
 * One kind of background work and what runs it. The retry and expiry settings are its queue's and
 * apply to every job of the kind.
 */
export interface JobKind<P extends object> extends JobRef<P> {
  handle: (payload: P, job: JobContext) => Promise<void>;
  /** Attempts after the first failed one (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 10); with backoff each retry waits about twice as long, with jitter. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A running attempt not finished within this is failed and retried (default 15 minutes): this is how
   * the job of a killed process comes back. It is also the longest a handler may run.
   */
  expireInSeconds?: number;
  /**
   * What a `singletonKey` refuses: `short` a second waiting job with the key, `singleton` a second
   * running one, `stately` a second waiting and a second running one. `standard` (default) refuses
   * nothing by key alone; `singletonSeconds` then refuses a second job with the key in the same window.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Receives the payload of a job that failed its last retry (its dead letter queue's handler). */
  onDeadLetter?: (payload: P) => Promise<void>;
  /** Sent on this cron schedule, in Malaysian time, with this payload. */
  schedule?: { cron: string; payload: P };
}

/**
 * Work done every few seconds in each process that works jobs, beside the queue (pg-boss's cron is
 * per minute at best): a check that must notice something soon, such as a dead process's export.
 * Several processes may run it at once, so what it changes it changes with conditional updates.
 */
export interface JobCheck {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface SendOptions {
  /** Part of the caller's transaction: the job exists only if it commits. Call `wake` after the commit. */
  tx?: DbOrTx;
  /** See `JobKind.policy`. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** The job's own id (a uuid): a second send with the same id is refused while the first is kept. */
  id?: string;
  startAfterSeconds?: number;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** Run the handlers in this process; off in a server whose jobs a separate worker runs. */
  work: boolean;
  /** Tests shorten these (pg-boss defaults: 2 s polling, 120 s maintenance). */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

type Sql = PgBoss.Db['executeSql'];

/**
 * The server's one job queue: pg-boss over the portal's own database connection (the PGlite
 * client or the PostgreSQL pool), so jobs live beside the data they concern and a job can be sent
 * in the same transaction as the row that asks for it. Kinds are defined while the server is built;
 * `start` creates their queues and schedules and, when this process works, their workers.
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind<object>>();
  private readonly workers = new Map<string, string>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly checks: JobCheck[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly boss: PgBoss;
  private stopping = false;
  private prepared: Promise<void> | undefined;

  constructor(
    database: Database,
    private readonly options: JobQueueOptions,
  ) {
    // Every statement pg-boss runs is tracked, so `stop` can wait for the last one before the database closes.
    const executeSql: Sql = (text, values) => this.track(database.executeSql(text, values));
    this.boss = new PgBoss({
      db: { executeSql },
      // Maintenance (expiring the jobs of dead processes) and cron belong to the processes that work.
      supervise: options.work,
      schedule: options.work,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    });
    this.boss.on('error', (err) => options.log.error({ err, event: 'jobs.error' }, 'job queue error'));
  }

  define<P extends object>(kind: JobKind<P>): JobKind<P> {
    if (this.prepared) throw new Error(`job kind ${kind.name} defined after the queue was prepared`);
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} defined twice`);
    this.kinds.set(kind.name, kind as unknown as JobKind<object>);
    return kind;
  }

  /** Adds a check run every `everyMs` while the queue works in this process (see `JobCheck`). */
  defineCheck(check: JobCheck): void {
    if (this.prepared) throw new Error(`job check ${check.name} defined after the queue was prepared`);
    this.checks.push(check);
  }

  /**
   * Creates the queue's schema and the queues of the kinds defined so far, once. The server does this
   * as soon as it is built, before anything can send: work done before the workers start (a new demo
   * database's history) sends jobs too, often inside a transaction, where creating the schema cannot
   * wait its turn on the embedded database's one connection.
   */
  prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await this.boss.start();
      for (const kind of this.kinds.values()) await this.createQueues(kind);
    })().catch((err) => {
      this.prepared = undefined;
      throw err;
    });
    return this.prepared;
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.prepare();
    if (!this.options.work) return;
    for (const kind of this.kinds.values()) {
      await this.startWorker(kind.name, kind.handle, kind.retryLimit ?? 2);
      const onDeadLetter = kind.onDeadLetter;
      if (onDeadLetter) await this.startWorker(deadLetterOf(kind), (payload) => onDeadLetter(payload), 0);
    }
    for (const check of this.checks) this.startCheck(check);
  }

  /** Queues a job; null when a singleton key or id refused it as a duplicate. */
  async send<P extends object>(kind: JobRef<P>, payload: P, options: SendOptions = {}): Promise<string | null> {
    // pg-boss would quietly insert nothing for a queue that does not exist.
    if (!this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is not defined`);
    const { tx, startAfterSeconds, ...rest } = options;
    if (!this.prepared) {
      // Inside a transaction the schema cannot be made (see prepare); outside one it can, now.
      if (tx) throw new Error(`job ${kind.name} sent in a transaction before the queue was prepared`);
      await this.prepare();
    }
    const id = await this.boss.send(kind.name, payload, {
      ...rest,
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      ...(tx ? { db: transactionSql(tx) } : {}),
    });
    if (!tx) this.wake(kind);
    return id;
  }

  /** Looks for work of this kind now rather than at the next poll (after a send committed here). */
  wake<P extends object>(kind: JobRef<P>): void {
    const worker = this.workers.get(kind.name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** A job's state, or null when it is not (or no longer) in the queue. */
  async stateOf<P extends object>(kind: JobRef<P>, id: string): Promise<PgBoss.JobWithMetadata['state'] | null> {
    return (await this.boss.getJobById(kind.name, id))?.state ?? null;
  }

  /**
   * Fails a running job whose handler is known to be gone (its process stopped answering), so it is
   * retried now rather than when it expires. A job in any other state is left alone.
   */
  async failIfActive<P extends object>(kind: JobRef<P>, id: string, reason: string): Promise<boolean> {
    if ((await this.stateOf(kind, id)) !== 'active') return false;
    await this.boss.fail(kind.name, id, { message: reason });
    return true;
  }

  /**
   * Stops taking jobs, tells running handlers (`stopping()`), waits for them up to `timeoutMs`, and
   * fails any still running so they are retried.
   */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.prepared) return;
    await this.prepared.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    this.stopping = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    // pg-boss waits only for the jobs its workers already hold: a job whose fetch was still on the wire reaches
    // its handler after that, and pg-boss completes or fails a finished job without waiting. Handlers and
    // statements are tracked, so wait for both until nothing is left, then once more after the callbacks the
    // last answer set off have run (a fetched job's handler starts there).
    while (Date.now() < deadline) {
      if (this.pending.size) {
        await Promise.race([Promise.allSettled([...this.pending]), sleep(deadline - Date.now(), undefined, { ref: false })]);
      } else {
        await new Promise((resolve) => setImmediate(resolve));
        if (!this.pending.size) break;
      }
    }
    this.prepared = undefined;
  }

  private async createQueues(kind: JobKind<object>): Promise<void> {
    const deadLetter = kind.onDeadLetter ? deadLetterOf(kind) : undefined;
    if (deadLetter) await this.boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 0 });
    const queue: PgBoss.Queue = {
      name: kind.name,
      policy: kind.policy ?? 'standard',
      retryLimit: kind.retryLimit ?? 2,
      retryDelay: kind.retryDelaySeconds ?? 10,
      retryBackoff: kind.retryBackoff ?? true,
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
      ...(deadLetter ? { deadLetter } : {}),
    };
    // createQueue keeps an existing queue as it was; updateQueue brings it to this release's settings.
    await this.boss.createQueue(kind.name, queue);
    await this.boss.updateQueue(kind.name, queue);
    if (kind.schedule) await this.boss.schedule(kind.name, kind.schedule.cron, kind.schedule.payload, { tz: JOB_TIME_ZONE });
  }

  /** One worker per queue, one job at a time: the machine's other core serves the web requests. */
  private async startWorker(queue: string, handle: JobKind<object>['handle'], retryLimit: number): Promise<void> {
    const { log } = this.options;
    const id = await this.boss.work<object>(queue, { batchSize: 1, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      const started = Date.now();
      try {
        // Tracked, so `stop` waits for a handler that started after pg-boss stopped (see there).
        await this.track(handle(job.data, { id: job.id, retryCount: job.retryCount, stopping: () => this.stopping }));
      } catch (err) {
        const last = job.retryCount >= retryLimit;
        log.warn({ err, event: 'job.failed', queue, jobId: job.id, retryCount: job.retryCount, last }, 'job failed');
        throw err;
      }
      log.debug({ event: 'job.done', queue, jobId: job.id, ms: Date.now() - started }, 'job done');
    });
    this.workers.set(queue, id);
  }

  /** Runs the check now and every `everyMs`; a run still going when the next is due is not doubled. */
  private startCheck(check: JobCheck): void {
    let running = false;
    const tick = () => {
      if (running || this.stopping) return;
      running = true;
      this.track(check.run())
        .catch((err) => this.options.log.error({ err, event: 'jobs.check.failed', check: check.name }, 'job check failed'))
        .finally(() => {
          running = false;
        });
    };
    tick();
    this.timers.push(setInterval(tick, check.everyMs));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const forget = () => this.pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}

const deadLetterOf = (kind: { name: string }) => `${kind.name}.dead`;

/**
 * pg-boss's statements run on the transaction's own connection. drizzle keeps that connection (a
 * pg PoolClient, or PGlite's transaction) private, but both answer `query(text, values)` as pg does.
 */
function transactionSql(tx: DbOrTx): PgBoss.Db {
  const client = (tx as unknown as { session?: { client?: { query?: Sql } } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('send({ tx }): not a drizzle transaction of this server');
  return { executeSql: (text, values) => client.query!(text, values) };
}
