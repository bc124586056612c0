import type { BuiltInTable } from './lib/list-kit.ts';
import { ADDRESS_LISTS } from './modules/addresses/lists.ts';
import { CASH_BILL_LISTS } from './modules/cash-bills/lists.ts';
import { CLAIM_LISTS } from './modules/claims/lists.ts';
import { COD_LISTS } from './modules/cod/lists.ts';
import { COMPLAINT_LISTS } from './modules/complaints/lists.ts';
import { DASHBOARD_LISTS } from './modules/dashboard/lists.ts';
import { I18N_LISTS } from './modules/i18n/lists.ts';
import { MALL_LISTS } from './modules/mall/lists.ts';
import { MARKETPLACE_LISTS } from './modules/marketplace/lists.ts';
import { ORDER_LISTS } from './modules/orders/lists.ts';
import { PRE_ORDER_LISTS } from './modules/pre-orders/lists.ts';
import { PREPAY_LISTS } from './modules/prepay/lists.ts';
import { SMS_LISTS } from './modules/sms/lists.ts';
import { STATEMENT_LISTS } from './modules/statements/lists.ts';
import { SUB_ACCOUNT_LISTS } from './modules/sub-accounts/lists.ts';
import { TABLE_CONFIG_LISTS } from './modules/table-config/lists.ts';
import { WORK_ORDER_LISTS } from './modules/work-orders/lists.ts';

/**
 * Every list configuration the release ships: each module declares its own in its `lists.ts` (the
 * module that serves the list's `tableApi`), and they are collected here, beside app.ts, so that
 * table-config stores them without importing any other module. app.ts hands them to table-config
 * (which restores them on `sendSyncTableList`); the seed adds the missing ones, in this order.
 * modules/table-config/built-in.test.ts pins the tabKeys and the configurations.
 */
export const BUILT_IN_TABLES: readonly BuiltInTable[] = [
  ...SUB_ACCOUNT_LISTS,
  ...I18N_LISTS,
  ...TABLE_CONFIG_LISTS,
  ...ADDRESS_LISTS,
  ...ORDER_LISTS,
  ...DASHBOARD_LISTS,
  ...PRE_ORDER_LISTS,
  ...MARKETPLACE_LISTS,
  ...COD_LISTS,
  ...PREPAY_LISTS,
  ...CASH_BILL_LISTS,
  ...STATEMENT_LISTS,
  ...COMPLAINT_LISTS,
  ...WORK_ORDER_LISTS,
  ...MALL_LISTS,
  ...CLAIM_LISTS,
  ...SMS_LISTS,
];
