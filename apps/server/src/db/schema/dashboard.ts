import type { BannerTone, RenewalDecision } from '@portal/shared/dashboard';
import type { LocalText } from '@portal/shared/lang';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Banners on every customer's dashboard, kept by the administrator (getAdvertising). */
export const dashboardBanners = pgTable('dashboard_banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalText>().notNull(),
  body: jsonb('body').$type<LocalText>().notNull(),
  /** A portal path or an https address; '' for none. */
  link: text('link').notNull().default(''),
  tone: text('tone').$type<BannerTone>().notNull().default('red'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Shown from and until, when set. */
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Announcements to every customer, kept by the administrator (getInformationList). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalText>().notNull(),
    content: jsonb('content').$type<LocalText>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_starts').on(t.startsAt)],
);

/**
 * A customer's service contracts with the courier; the latest by end date is the current one. The
 * dashboard prompts its main account to answer the renewal from 30 days before the end
 * (getContractStatus, agreeToRenew, refuseToRenew); the answer, who gave it and when are kept.
 */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractNo: text('contract_no').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    renewal: text('renewal').$type<RenewalDecision>(),
    renewalAt: at('renewal_at'),
    renewalBy: integer('renewal_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_contracts_no').on(t.customerId, t.contractNo),
    index('customer_contracts_customer_end').on(t.customerId, t.endDate),
  ],
);
