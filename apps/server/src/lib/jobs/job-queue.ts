import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.ts';
import { QueueWorker } from './queue-worker.ts';
import { BOSS_SCHEMA, JOB_TIMING, type JobTiming, type TakenJob, transactionSql, WorkerRegistry } from './worker-registry.ts';

/** Schedules are read in the courier's time: '0 2 * * *' is 2 a.m. in Kuala Lumpur. */
export const JOB_TIME_ZONE = 'Asia/Kuala_Lumpur';

export interface JobContext {
  id: string;
  /** 0 on the first attempt, 1 on the first retry... */
  retryCount: number;
  /**
   * True once this process is closing, or once the job was handed on because this process looked dead
   * (a long pause): a long handler stops at a safe point and throws, so the job is retried.
   */
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
   * A running attempt not finished within this is failed and retried (default 15 minutes): the longest
   * a handler may run. A killed process's job comes back sooner, through the beats (worker-registry.ts).
   */
  expireInSeconds?: number;
  /** Jobs of the kind one process runs at once (default 1): more for work that mostly waits on others. */
  concurrency?: number;
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
  /** Tests shorten these (defaults: an empty queue is looked at every 2 s, pg-boss's maintenance every 120 s). */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** Tests shorten the beats (see JOB_TIMING). */
  timing?: Partial<JobTiming>;
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
  private readonly workers = new Map<string, QueueWorker>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly checks: JobCheck[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly boss: PgBoss;
  private readonly registry: WorkerRegistry;
  private readonly timing: JobTiming;
  private stopping = false;
  private prepared: Promise<void> | undefined;

  constructor(
    database: Database,
    private readonly options: JobQueueOptions,
  ) {
    // Every statement pg-boss runs is tracked, so `stop` can wait for the last one before the database closes.
    const executeSql: Sql = (text, values) => this.track(database.executeSql(text, values));
    this.timing = { ...JOB_TIMING, ...options.timing };
    this.boss = new PgBoss({
      db: { executeSql },
      schema: BOSS_SCHEMA,
      // Maintenance (expiring the jobs of dead processes) and cron belong to the processes that work.
      supervise: options.work,
      schedule: options.work,
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    });
    this.boss.on('error', (err) => options.log.error({ err, event: 'jobs.error' }, 'job queue error'));
    this.registry = new WorkerRegistry(database, this.boss, executeSql);
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
    await this.registry.register();
    for (const kind of this.kinds.values()) {
      this.startWorker(kind.name, kind.handle, kind.concurrency ?? 1);
      const onDeadLetter = kind.onDeadLetter;
      if (onDeadLetter) this.startWorker(deadLetterOf(kind), (payload) => onDeadLetter(payload), 1);
    }
    for (const check of [...this.beatChecks(), ...this.checks]) this.startCheck(check);
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
      ...(tx ? { db: { executeSql: transactionSql(tx) } } : {}),
    });
    if (!tx) this.wake(kind);
    return id;
  }

  /** Looks for work of this kind now rather than at the next poll (after a send committed here). */
  wake<P extends object>(kind: JobRef<P>): void {
    this.workers.get(kind.name)?.wake();
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
   * hands any still running to the next process that takes jobs.
   */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.prepared) return;
    await this.prepared.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    this.stopping = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: false, close: false });
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
    // Handlers and statements are tracked: wait for both until nothing is left, then once more after the
    // callbacks the last answer set off have run.
    while (Date.now() < deadline) {
      if (this.pending.size) {
        await Promise.race([Promise.allSettled([...this.pending]), sleep(deadline - Date.now(), undefined, { ref: false })]);
      } else {
        await new Promise((resolve) => setImmediate(resolve));
        if (!this.pending.size) break;
      }
    }
    if (this.options.work) {
      await this.registry.handBackOwn(workers.flatMap((worker) => worker.runningJobs())).catch((err) => {
        this.options.log.warn(
          { err, event: 'jobs.handback.failed' },
          'jobs still running could not be handed back: they come back when this process is taken for dead',
        );
      });
      await this.registry.leave().catch(() => undefined);
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

  /** One worker per queue in each working process, `concurrency` jobs at a time (see QueueWorker). */
  private startWorker(queue: string, handle: JobKind<object>['handle'], concurrency: number): void {
    const worker = new QueueWorker({
      queue,
      concurrency,
      idleMs: (this.options.pollingIntervalSeconds ?? 2) * 1000,
      registry: this.registry,
      log: this.options.log,
      track: (promise) => this.track(promise),
      run: (job, lost) => this.runJob(queue, job, handle, lost),
    });
    this.workers.set(queue, worker);
    worker.start();
  }

  /** Runs one taken job and ends it: completed, or failed for its queue to retry. */
  private async runJob(queue: string, job: TakenJob, handle: JobKind<object>['handle'], lost: () => boolean): Promise<void> {
    const { log } = this.options;
    const started = Date.now();
    let failure: unknown;
    try {
      await handle(job.data, { id: job.id, retryCount: job.retryCount, stopping: () => this.stopping || lost() });
      log.debug({ event: 'job.done', queue, jobId: job.id, ms: Date.now() - started }, 'job done');
    } catch (err) {
      failure = err ?? new Error('job failed');
      const last = job.retryCount >= job.retryLimit;
      log.warn({ err, event: 'job.failed', queue, jobId: job.id, retryCount: job.retryCount, last }, 'job failed');
    }
    // The end is written even through a short outage: a job left active with this process's lease would
    // wait for its expiry, since this process still beats.
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.registry.end(job, failure))) {
          log.warn(
            { event: 'job.handedOn', queue, jobId: job.id },
            'job was handed on while this process looked dead: its new holder ends it',
          );
        }
        return;
      } catch (err) {
        if (attempt >= 30 || this.stopping) {
          log.error({ err, event: 'job.end.failed', queue, jobId: job.id }, 'job end could not be written');
          return;
        }
        await sleep(1_000);
      }
    }
  }

  /** The beat that proves this process alive, and the watch that hands on the jobs of the dead. */
  private beatChecks(): JobCheck[] {
    const { log } = this.options;
    return [
      {
        name: 'jobs.beat',
        everyMs: this.timing.beatEveryMs,
        run: async () => {
          if (await this.registry.beat()) return;
          log.warn(
            { event: 'jobs.takenForDead', worker: this.registry.id },
            'this process was taken for dead: its running jobs were handed on',
          );
          for (const worker of this.workers.values()) worker.loseAll();
        },
      },
      {
        name: 'jobs.watch',
        everyMs: this.timing.watchEveryMs,
        run: async () => {
          for (const handed of await this.registry.takeOverDead(this.timing.deadAfterMs)) {
            const says = {
              retried: 'job of a dead process handed on',
              failed: 'job of a dead process failed: it had died with its process too often',
              left: 'job of a dead process had moved on already',
            } as const;
            log[handed.outcome === 'left' ? 'info' : 'warn']({ event: 'job.takenOver', ...handed }, says[handed.outcome]);
            this.workers.get(handed.queue)?.wake();
          }
        },
      },
    ];
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
