import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The processes working background jobs, each beating every few seconds (lib/jobs/worker-registry.ts).
 * A process whose beat is older than the dead-after time is taken for dead: its row is deleted and
 * the jobs it held are handed to the others. Times are the database's, so machines' clocks never matter.
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  /** host:pid, for the operator reading the logs. */
  process: text('process').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which process runs which job of the queue (pg-boss's job table does not say): written in the
 * transaction that takes the job, deleted in the one that ends it. A job whose lease is gone is no
 * longer its process's to end (it was handed on while that process looked dead).
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: text('worker_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_leases_worker').on(t.workerId)],
);
