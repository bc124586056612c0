import type { Lang } from './lang.ts';
import type { MessageKey } from './messages.ts';
import { countValue } from './plural-count.ts';

/**
 * A count's words in each language (issue 27: "1 rows with errors"). A counted message's catalogue text is its
 * `other` form; here are its other forms, by the placeholder that holds the count, in the languages that have
 * them: English says "1 day", "2 days"; Chinese and Malay say a count of one as any other, so they need none.
 * The form is chosen by Intl.PluralRules of the language (Malay's rules are `ms`; the portal calls it `ml`).
 * messages.test.ts checks that every message with a count before its noun has its forms here.
 */
type PluralForms = Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;
export interface CountedMessage {
  /** The placeholder holding the count. */
  by: string;
  /** The forms beside the catalogue's text, by language. */
  forms: Partial<Record<Lang, PluralForms>>;
}

/** The placeholders the catalogue fills with a number of things. */
export const COUNT_PARAMS = [
  'count',
  'n',
  'max',
  'min',
  'days',
  'minutes',
  'rows',
  'total',
  'bad',
  'added',
  'existing',
  'placed',
  'refused',
  'stock',
  'points',
  'needed',
] as const;

export const PLURAL_LOCALES: Record<Lang, string> = { zh: 'zh', en: 'en', ml: 'ms' };

const en = (by: string, one: string): CountedMessage => ({ by, forms: { en: { one } } });

export const COUNTED_MESSAGES: Partial<Record<MessageKey, CountedMessage>> = {
  mailResetBody: en(
    'minutes',
    'Hello {{name}},\n\nSomeone asked to reset the password of account {{loginCode}}. If it was you, open this link within {{minutes}} minute to choose a new password:\n\n{{link}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.',
  ),
  importSummary: en('bad', 'You imported {{total}} in total, of which {{bad}} does not match the template'),
  textTooLong: en('max', 'Cannot exceed {{max}} character (Chinese characters count as 2)'),
  contentTextTooLong: en('max', 'Cannot exceed {{max}} character'),
  uploadTooManyFiles: en('max', 'At most {{max}} file can be uploaded at once'),
  addressTemplateGuideLimits: en('rows', 'At most {{rows}} row; the file must be smaller than 1 MB.'),
  multiPackNeedsMs: en(
    'count',
    '{{product}} carries one parcel a waybill: for {{count}} parcel choose a multi-parcel product ({{options}})',
  ),
  multiPasteTooManyColumns: en(
    'count',
    'Line {{line}} has {{count}} column; the table takes at most {{max}}, in its own order. Remove the extra column, or add a header row naming the columns (columns it does not know are left out). Nothing was added.',
  ),
  multiPasteTooFewColumns: en(
    'count',
    "Line {{line}} has only {{count}} column: the table needs at least {{min}} (name, phone, postcode, address, in the table's order), or a header row naming the columns. Nothing was added.",
  ),
  multiPasteUneven: en(
    'count',
    'Line {{line}} has {{count}} column where the header (or the first line) has {{expected}}: the columns would not line up. Nothing was added.',
  ),
  pickupSlotRule: en(
    'days',
    'Choose a pick-up slot a rider can take: Monday to Saturday, 09:00 to 18:45, at least an hour from now and within {{days}} day',
  ),
  pickupTimeRule: en('days', 'The pick-up time must be between now and {{days}} day ahead'),
  renewalNotDue: en('days', 'Renewal can be answered from {{days}} day before the contract ends'),
  claimWindowClosed: en(
    'days',
    'The claim window has closed: claims for {{waybillNo}} were accepted for {{days}} day after its last tracking event (until {{deadline}})',
  ),
  periodTooLong: en('max', 'A period can be at most {{max}} day'),
  promotionTooLong: en('days', 'A promotion runs at most {{days}} day; a lasting price is a tariff change'),
  waybillQueryTooMany: en('max', 'Search at most {{max}} waybill number at once'),
  multiTicketTooMany: en('max', 'Send at most {{max}} receiver at once'),
  printBatchTooLarge: en('max', 'Print at most {{max}} waybill at once'),
  preOrderLimit: en('max', 'At most {{max}} pre-order can be kept; submit or remove it first'),
  smartOrderLimit: en('max', 'At most {{max}} smart order can be kept'),
  accessoryLimit: en('max', 'The attachment library keeps at most {{max}} file'),
  pickupDayFull: en('max', 'At most {{max}} pickup can be booked for one day'),
  complaintTooManyFiles: en('max', 'At most {{max}} attachment per complaint'),
  uploadLimitReached: en('max', 'Currently limited to {{max}} file: you chose {{chosen}} this time, {{total}} altogether'),
  tooManyWaybills: en('max', 'At most {{max}} waybill at a time'),
  commerceTooMany: en('max', 'At most {{max}} order can be shipped at once'),
  workOrderTooManyFiles: en('max', 'At most {{max}} file per work order'),
  workOrderTemplateGuide: en(
    'rows',
    'One work order a row, at most {{rows}} row. Choose the type from the list; every type but "Pick-up request" and "Other" needs one of your waybill numbers. Importing the same row again raises nothing new.',
  ),
  smsTooManyParts: en('max', 'The message may be at most {{max}} part long (counted with every variable at its longest)'),
  smsTemplatesFull: en('max', 'You can keep at most {{max}} template'),
};

const RULES = Object.fromEntries(Object.entries(PLURAL_LOCALES).map(([lang, locale]) => [lang, new Intl.PluralRules(locale)])) as Record<
  Lang,
  Intl.PluralRules
>;

/** The count a counted message's parameters carry, when it is a number. */
function countOf(key: string, params?: Record<string, unknown>): number | null {
  const counted = COUNTED_MESSAGES[key as MessageKey];
  return counted ? countValue(params?.[counted.by]) : null;
}

/** The form of a counted message for its count in `lang`; null when the catalogue's text (`other`) serves. */
export function pluralForm(key: string, lang: Lang, params?: Record<string, unknown>): string | null {
  const n = countOf(key, params);
  if (n === null) return null;
  const category = RULES[lang].select(n);
  return category === 'other' ? null : (COUNTED_MESSAGES[key as MessageKey]?.forms[lang]?.[category] ?? null);
}
