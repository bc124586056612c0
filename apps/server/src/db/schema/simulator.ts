import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The parcels the demo simulator drives (modules/simulator): one row per order it took up, with the
 * pace its life runs at, where that life's clock starts, and how many of its planned scans were sent.
 * The plan itself is never stored: it is made again from the order and its waybill number.
 */
export const simulatorLives = pgTable(
  'simulator_lives',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Simulated minutes per real minute: 1 for the seeded history, SIMULATOR_PACE for orders placed since. */
    pace: integer('pace').notNull(),
    /** The real instant the life's first planned minute maps to; its scans follow at `pace`. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Planned scans already sent (a prefix of the plan, by step). */
    sentSteps: integer('sent_steps').notNull().default(0),
    /** A life the seed chose for the demo (simulator/plan.ts FORCED_OUTCOMES); null: drawn from the waybill number. */
    outcome: text('outcome'),
    /** Every planned scan sent, or the order ended otherwise (cancelled): nothing more to do. */
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulator_lives_open').on(t.orderId).where(sql`not ${t.done}`)],
);
