import type { LocalText } from '@portal/shared/lang';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A login: the administrator, a customer's main account or one of its sub-accounts. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for the administrator. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    loginCode: text('login_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type').$type<'ADMIN' | 'MAIN' | 'SUB'>().notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    photo: text('photo'),
    /** 1 enabled, 2 disabled (the portal's switch values). */
    status: integer('status').notNull().default(1),
    exportFlag: integer('export_flag').notNull().default(0),
    menuId: integer('menu_id'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // Login codes are matched without regard to case, so `Demo` and `demo` are one account.
  (t) => [uniqueIndex('users_login_code_lower').on(sql`lower(${t.loginCode})`), index('users_customer').on(t.customerId)],
);

/** The menu catalogue: every portal function with its names in the three languages. */
export const functions = pgTable('functions', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  path: text('path').notNull(),
  url: text('url').notNull().default(''),
  redirect: text('redirect').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  state: integer('state').notNull().default(1),
  /** CUSTOMER functions are granted to customers; ADMIN ones form the administrator's fixed menu. */
  scope: text('scope').$type<'CUSTOMER' | 'ADMIN'>().notNull().default('CUSTOMER'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameMl: text('name_ml').notNull(),
});

/** What the courier has switched on for a customer; the main account holds all of it. */
export const customerFunctions = pgTable(
  'customer_functions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.functionId] })],
);

/** What a main account granted to one of its sub-accounts (a subset of the customer's). */
export const userFunctions = pgTable(
  'user_functions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.functionId] })],
);

/** Why a session ended: forced is an administrator, password a change of it, disabled the account switched off. */
export type SessionEndReason = 'logout' | 'closed' | 'idle' | 'forced' | 'password' | 'disabled';

/** A logged-in browser. Only the SHA-256 of the token is kept, so a database leak gives no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via').$type<'password' | 'qr'>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    /** logout, closed (the browser tab closed: see resumeHash), idle, forced, password, disabled. */
    endReason: text('end_reason').$type<SessionEndReason>(),
    /**
     * A tab that closes ends its session and leaves a one-off key in its own sessionStorage; the SHA-256 of
     * that key is kept here so that the same tab, reloaded, may take the session back (docs/decisions.md).
     */
    resumeHash: text('resume_hash'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed logins in a row per login code (lower-cased); a success clears the row. */
export const loginFailures = pgTable('login_failures', {
  loginCode: text('login_code').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: ts('last_failed_at').notNull().defaultNow(),
});

/** Image codes drawn by `open/getImgCode.do`; each is checked once and then spent. */
export const imageCodes = pgTable('image_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  answer: text('answer').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** A QR login waiting on the login page until a logged-in user confirms it on another device. */
export const qrLogins = pgTable('qr_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<'WAITING' | 'SCANNED' | 'CONFIRMED' | 'CANCELLED' | 'CONSUMED'>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Password reset links: only the token's hash is kept; a link works once and for 30 minutes. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Every e-mail the portal sends, kept whether or not SMTP is configured (the README's outbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  error: text('error'),
});

/** Alerts addressed to one user, such as the first-visit mall notice (spec 3 "Alert message"). */
export const alertMessages = pgTable(
  'alert_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessType: text('business_type').notNull(),
    /** 2 to show, 1 read. */
    status: integer('status').notNull().default(2),
    topic: jsonb('topic').$type<LocalText>().notNull(),
    content: jsonb('content').$type<LocalText>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('alert_messages_user').on(t.userId)],
);
