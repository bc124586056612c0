import type { Lang } from './lang.ts';
import { COUNTED_MESSAGES, pluralForm } from './message-plurals.ts';
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
import { openPlatformMessages } from './messages/open-platform.ts';
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
  ...openPlatformMessages,
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** Fills {{name}} placeholders; a placeholder without a value stays visible rather than vanish. */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A message in one language, in the form its count takes there ("1 day", "2 days": message-plurals.ts); an
 * unknown key is returned as it is so nothing is hidden.
 */
export function translate(key: string, lang: Lang, params?: Record<string, string | number>): string {
  if (!isMessageKey(key)) return fillPlaceholders(key, params);
  return fillPlaceholders(pluralForm(key, lang, params) ?? messages[key][lang], params);
}

/**
 * The catalogue in one language as i18next reads it (the web's `msg` namespace): each text under its key, a
 * counted message's forms as `key_one` and so on, which i18next picks by the `count` option (`i18nextCount`).
 */
export function i18nextMessages(lang: Lang): Record<string, string> {
  const resources: Record<string, string> = {};
  for (const [key, texts] of Object.entries(messages)) {
    resources[key] = texts[lang];
    const forms = COUNTED_MESSAGES[key as MessageKey]?.forms[lang] ?? {};
    for (const [category, text] of Object.entries(forms)) resources[`${key}_${category}`] = text;
  }
  return resources;
}

/** Each counted message's counting placeholder, for the web's `msg` (plural-count.ts i18nextCount). */
export const i18nextCountParams = (): Record<string, string> =>
  Object.fromEntries(Object.entries(COUNTED_MESSAGES).map(([key, counted]) => [key, counted.by]));
