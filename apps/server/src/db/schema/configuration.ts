import type { TableConfig, UserColumnSetting } from '@portal/shared/table-config';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const updateTime = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** Table configurations (spec 3): how each list screen looks, kept by the administrator. */
export const tableConfigs = pgTable('table_configs', {
  id: serial('id').primaryKey(),
  tabKey: text('tab_key').notNull().unique(),
  /** What the table is, for the administrator's list. */
  name: text('name').notNull(),
  tabValue: jsonb('tab_value').$type<TableConfig>().notNull(),
  /** Shipped with the portal (restored by sendSyncTableList) rather than added by the administrator. */
  builtIn: boolean('built_in').notNull().default(false),
  updateTime: updateTime(),
});

/** A user's own column arrangement of one table (spec 4 "Column settings"). */
export const userTableConfigs = pgTable(
  'user_table_configs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tabKey: text('tab_key').notNull(),
    tabValue: jsonb('tab_value').$type<UserColumnSetting>().notNull(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('user_table_configs_user_tab').on(t.userId, t.tabKey)],
);

/** Interface texts the administrator maintains (spec 7 "Language"), one row per key. */
export const i18nEntries = pgTable(
  'i18n_entries',
  {
    id: serial('id').primaryKey(),
    /** `namespace:path.to.text`, as i18next reads it. */
    key: text('key').notNull().unique(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    ml: text('ml').notNull(),
    /** The text the release shipped with; an entry whose texts equal it is not an override. */
    builtIn: boolean('built_in').notNull().default(false),
    updateTime: updateTime(),
  },
  (t) => [index('i18n_entries_update_time').on(t.updateTime)],
);

/** Version counters the portal caches by: `i18n` (the language pack) and `tables` (configurations). */
export const configVersions = pgTable('config_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(1),
  updateTime: updateTime(),
});
