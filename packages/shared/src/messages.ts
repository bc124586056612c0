import type { Lang } from './lang.ts';
import { accountMessages } from './messages/account.ts';
import { addressImportMessages } from './messages/address-import.ts';
import { addressMessages } from './messages/addresses.ts';
import { advancePaymentMessages } from './messages/advance-payment.ts';
import { catalogueMessages } from './messages/catalogue.ts';
import { claimMessages } from './messages/claims.ts';
import { codMessages } from './messages/cod.ts';
import { complaintMessages } from './messages/complaints.ts';
import { contractMessages } from './messages/contract.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { deliveryOrderMessages } from './messages/delivery-orders.ts';
import { exportMessages } from './messages/exports.ts';
import { internationalOrderMessages } from './messages/international-orders.ts';
import { invoiceMessages } from './messages/invoices.ts';
import { listMessages } from './messages/lists.ts';
import { mallMessages } from './messages/mall.ts';
import { marketplaceMessages } from './messages/marketplace.ts';
import { networkMessages } from './messages/network.ts';
import { notificationMessages } from './messages/notifications.ts';
import { orderImportMessages } from './messages/order-import.ts';
import { orderMessages } from './messages/orders.ts';
import { preOrderMessages } from './messages/pre-orders.ts';
import { promotionMessages } from './messages/promotions.ts';
import { serviceAreaMessages } from './messages/service-area.ts';
import { smsMessages } from './messages/sms.ts';
import { statementMessages } from './messages/statements.ts';
import { topupMessages } from './messages/topup.ts';
import { trackingMessages } from './messages/tracking.ts';
import { userMessages } from './messages/user-messages.ts';
import { waybillMessages } from './messages/waybills.ts';
import { workOrderMessages } from './messages/work-orders.ts';

type Texts = Record<Lang, string>;

/**
 * Every message the server may send and every message a shared rule may raise, in zh, en and ml.
 * Keys are the spec's catalogue codes (section 8) where it names one, otherwise camelCase names.
 * Placeholders use i18next's {{name}} form so the web app can load this table as it is.
 * The texts live by feature in messages/; each part is spread in here (messages.test.ts checks
 * that every part is, and that no key is in two parts, where a later one would silently win).
 */
export const messages = {
  ...catalogueMessages,
  ...userMessages,
  ...contractMessages,
  ...accountMessages,
  ...exportMessages,
  ...listMessages,
  ...addressMessages,
  ...addressImportMessages,
  ...orderMessages,
  ...internationalOrderMessages,
  ...serviceAreaMessages,
  ...trackingMessages,
  ...topupMessages,
  ...networkMessages,
  ...dashboardMessages,
  ...waybillMessages,
  ...orderImportMessages,
  ...deliveryOrderMessages,
  ...preOrderMessages,
  ...advancePaymentMessages,
  ...notificationMessages,
  ...complaintMessages,
  ...invoiceMessages,
  ...statementMessages,
  ...codMessages,
  ...marketplaceMessages,
  ...workOrderMessages,
  ...mallMessages,
  ...claimMessages,
  ...smsMessages,
  ...promotionMessages,
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** Fills {{name}} placeholders; a placeholder without a value stays visible rather than vanish. */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in one language; an unknown key is returned as it is so nothing is hidden. */
export function translate(key: string, lang: Lang, params?: Record<string, string | number>): string {
  return fillPlaceholders(isMessageKey(key) ? messages[key][lang] : key, params);
}
