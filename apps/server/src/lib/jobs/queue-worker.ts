import type { FastifyBaseLogger } from 'fastify';
import type { TakenJob, WorkerRegistry } from './worker-registry.ts';

export interface QueueWorkerOptions {
  queue: string;
  /** Jobs of the queue run at once in this process. */
  concurrency: number;
  /** How long an empty queue rests before it is looked at again (a send in this process wakes it sooner). */
  idleMs: number;
  registry: WorkerRegistry;
  log: FastifyBaseLogger;
  /** Runs a job; a throw fails it (its queue retries it). */
  run: (job: TakenJob, lost: () => boolean) => Promise<void>;
  /** Each statement and handler the worker starts, so the queue's stop can wait for it. */
  track: <T>(promise: Promise<T>) => Promise<T>;
}

/**
 * One queue's worker: takes as many jobs as it has free places, runs them side by side, and takes the
 * next ones as soon as a place is free. It rests only when the queue is empty (pg-boss's own worker
 * rests a whole polling interval after every batch: one job per 2 s for a queue of one at a time).
 */
export class QueueWorker {
  private readonly running = new Map<string, { job: TakenJob; lost: boolean }>();
  private stopping = false;
  /** Set by `wake`: a wake while the worker was busy taking jobs is not lost. */
  private woken = false;
  private rest: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: QueueWorkerOptions) {}

  start(): void {
    this.stopping = false;
    this.loop = this.options.track(this.work());
  }

  /** Looks at the queue now (a job was sent, or a place came free). */
  wake(): void {
    this.woken = true;
    this.rest?.();
  }

  /** Marks every running job lost: this process was taken for dead, and its jobs were handed on. */
  loseAll(): void {
    for (const entry of this.running.values()) entry.lost = true;
  }

  /** Stops taking jobs; the jobs still running go on (see `runningJobs`). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  runningJobs(): TakenJob[] {
    return [...this.running.values()].map((entry) => entry.job);
  }

  private async work(): Promise<void> {
    const { queue, concurrency, registry, log } = this.options;
    while (!this.stopping) {
      this.woken = false;
      const free = concurrency - this.running.size;
      let taken: TakenJob[] = [];
      if (free > 0) {
        try {
          taken = await registry.take(queue, free);
        } catch (err) {
          // A lost connection and the like: the queue is looked at again after a rest.
          log.warn({ err, event: 'jobs.take.failed', queue }, 'could not take jobs');
        }
      }
      for (const job of taken) this.begin(job);
      if (!taken.length && !this.stopping) await this.pause(this.options.idleMs);
    }
  }

  private begin(job: TakenJob): void {
    const entry = { job, lost: false };
    this.running.set(job.id, entry);
    this.options
      .track(this.options.run(job, () => entry.lost))
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      })
      .catch(() => undefined); // run logs and ends its own failures
  }

  /** Rests until woken or `ms` passed; with every place taken, until a job ends. */
  private async pause(ms: number): Promise<void> {
    if (this.woken) return;
    await new Promise<void>((resolve) => {
      const full = this.running.size >= this.options.concurrency;
      const timer = full ? undefined : setTimeout(done, ms);
      function done() {
        if (timer) clearTimeout(timer);
        resolve();
      }
      this.rest = done;
    });
    this.rest = undefined;
  }
}
