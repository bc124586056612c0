import type { ApiKeyMode } from '@portal/shared/open-platform';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An API key of the open platform (issue 30, docs/open-platform.md): it acts for the account that made
 * it (`user_id`), with the pages chosen for it. Only the SHA-256 of the secret is kept; the secret is
 * shown once. A key ends when revoked or, once rotated, at `expires_at`; a deleted account's keys go
 * with it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    secretHash: text('secret_hash').notNull(),
    hint: text('hint').notNull(),
    pages: jsonb('pages').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    expiresAt: ts('expires_at'),
    /** The key a rotation made to replace this one. */
    replacedBy: integer('replaced_by'),
  },
  (t) => [uniqueIndex('api_keys_secret_hash').on(t.secretHash), index('api_keys_customer').on(t.customerId, t.createdAt)],
);

/**
 * One call of the open API (issue 30 "Every call is logged per key"): what a shipper's system sent and
 * what it was answered, so its developer can see it on the page. Kept a week (docs/open-platform.md
 * "Call log"); the path is the URL without its query, so no waybill list or phone rides in the log.
 */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestId: text('request_id').notNull(),
  },
  (t) => [index('api_calls_customer_at').on(t.customerId, t.at), index('api_calls_key_at').on(t.keyId, t.at)],
);

/**
 * An `Idempotency-Key` of the open API (docs/open-platform.md "Idempotency"): per customer, so a retry sent
 * with a rotated key still finds it. `running` while its first request runs; `done` with the answer that is
 * given again to the same key and body for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body: the same key with anything else is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_customer_key').on(t.customerId, t.key), index('idempotency_keys_created').on(t.createdAt)],
);
