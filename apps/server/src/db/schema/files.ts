import type { ExportColumnSpec, ExportTaskState } from '@portal/shared/export';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/** Binary content; PGlite hands back a Uint8Array, pg a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Files the portal keeps (exports now; imports, labels and invoices later), behind one storage
 * module. A Postgres table by default; object storage is the scale-out option (ARCHITECTURE).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose it is: only the owner (or, for a customer's file, that customer) may fetch it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('stored_files_user').on(t.userId)],
);

/** An export run in the background, shown in the download centre (issue 3). */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The list it exports (the export source's name). */
    source: text('source').notNull(),
    /** The file name shown and downloaded, with its extension. */
    name: text('name').notNull(),
    request: jsonb('request')
      .$type<{ columns: ExportColumnSpec[]; params: Record<string, unknown>; ids: string[] | null; lang: string }>()
      .notNull(),
    /** `direct` exports stream straight to the browser and stay out of the download centre. */
    mode: text('mode').$type<'direct' | 'task'>().notNull().default('task'),
    state: text('state').$type<ExportTaskState>().notNull().default('WAITING'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    /** A running task writes this as it goes; a stale one belonged to a process that died. */
    heartbeatAt: ts('heartbeat_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('export_tasks_user_created').on(t.userId, t.createdAt), index('export_tasks_state').on(t.state)],
);
