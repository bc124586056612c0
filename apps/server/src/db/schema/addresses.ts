import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/**
 * Address book entries of a customer, shared by its main account and sub-accounts (spec 3).
 * `book` is the spec's addressType: 'userAddress' sender, '1' receiver, 'interAddress'
 * international receiver. Domestic entries carry country MYS.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    book: text('book').$type<'userAddress' | '1' | 'interAddress'>().notNull(),
    name: text('name').notNull(),
    contacts: text('contacts').notNull(),
    countryCode: text('country_code').notNull().default('MYS'),
    postcode: text('postcode').notNull(),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull(),
    email: text('email').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** Same person at the same place (shared `addressFingerprint`): saving or importing it again finds it. */
    fingerprint: text('fingerprint').notNull(),
    /** What search reads: name, phone digits and address in lower case, one trigram index. */
    searchText: text('search_text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_book').on(t.customerId, t.book, t.id),
    // The list's order, the default first and then the newest (read backwards): a page is read off
    // this index instead of sorting every matching entry of the book.
    index('addresses_book_order').on(t.customerId, t.book, t.isDefault, t.id),
    uniqueIndex('addresses_fingerprint').on(t.customerId, t.book, t.fingerprint),
    // Spec 5: one default sender and one default receiver (and one international) per customer.
    uniqueIndex('addresses_one_default').on(t.customerId, t.book).where(sql`${t.isDefault}`),
    index('addresses_contacts').on(t.customerId, t.book, t.contacts.op('text_pattern_ops')),
    index('addresses_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
