import { z } from 'zod';
import { countedText, domesticPhoneSchema, emailSchema } from './account.ts';
import type { CustomerPage } from './menu.ts';
import { compactPhone, INTERNATIONAL_PHONE_DIGITS_MAX, normalisePhone, PHONE_TYPED_MAX, phoneDigits } from './phone.ts';
import { pagingParameter } from './table-config.ts';
import { hasChinese, multiline, singleLine, textLength } from './text.ts';

/**
 * Address books (spec 2 "Address book dialog", 3 "address book entry", 5 "Addresses and
 * contacts"). The spec's `addressType` names the book: 'userAddress' the sender book, '1' the
 * receiver book; the international receiver book is its own list ('interAddress').
 */
const ADDRESS_BOOKS = ['userAddress', '1', 'interAddress'] as const;
export type AddressBook = (typeof ADDRESS_BOOKS)[number];
export const DOMESTIC_BOOKS = ['userAddress', '1'] as const;
export type DomesticBook = (typeof DOMESTIC_BOOKS)[number];

/** The page (FUNCPATH) that manages each book: a sub-account changes a book only with its page. */
export const BOOK_PAGE: Record<AddressBook, CustomerPage> = {
  userAddress: 'senderAddress',
  '1': 'receiverAddress',
  interAddress: 'internationalAddress',
};

/** Spec 9 text limits. */
export const ADDRESS_NAME_MAX = 50;
export const ORDER_NAME_MAX = 100;
export const ADDRESS_DETAIL_MAX = 250;
const INTERNATIONAL_PHONE_MIN = 7;
export const DOMESTIC_POSTCODE_LENGTH = 5;
/** Spec 5: an international postcode has 5 or 6 characters. */
export const INTERNATIONAL_POSTCODE = { min: 5, max: 6 } as const;
/** Spec 7: lookups ask for at most 100 postcodes at once. */
const POSTCODE_LOOKUP_MAX = 100;
/** The saved phone memory offers this many matches while typing (spec 3 "Saved phone memory"). */
export const PHONE_MEMORY_LIMIT = 10;
export const PHONE_MEMORY_MIN_DIGITS = 3;
export const SMART_INPUT_MAX = 1000;
/** Malaysia in the country list; domestic addresses carry it. */
export const MALAYSIA = 'MYS';

/** Spec 5: a domestic postcode is five digits. */
export const isDomesticPostcode = (value: string): boolean => /^\d{5}$/.test(value);

export const domesticPostcodeSchema = singleLine({ error: 'pleaseEnterPostcode' })
  .trim()
  .min(1, { error: 'pleaseEnterPostcode' })
  .max(DOMESTIC_POSTCODE_LENGTH, { error: 'API_MSG_0019' })
  .refine(isDomesticPostcode, { error: 'API_MSG_0045' });

export const internationalPostcodeSchema = singleLine({ error: 'pleaseEnterPostcode' })
  .trim()
  .min(1, { error: 'pleaseEnterPostcode' })
  .refine((v) => /^[A-Za-z0-9]{5,6}$/.test(v), { error: 'internationalPostcodeRule' });

/**
 * Spec 5 detailAddress: letters (any script), digits, the punctuation , @ & / - . ( ) ' " spaces
 * and line breaks.
 */
const DETAIL_ADDRESS_PATTERN = /^[\p{L}\p{M}\p{N} ,@&/\-.()'"\r\n]+$/u;
const isDetailAddress = (value: string): boolean => DETAIL_ADDRESS_PATTERN.test(value);

export const detailAddressSchema = multiline({ error: 'API_MSG_0041' })
  .trim()
  .min(1, { error: 'API_MSG_0041' })
  .refine((v) => textLength(v) <= ADDRESS_DETAIL_MAX, { error: 'API_MSG_0042' })
  .refine(isDetailAddress, { error: 'detailAddressChars' });

/** Spec 5 interAddress: up to 250, no Chinese characters, no angle brackets. */
export const isInterAddress = (value: string): boolean => !hasChinese(value) && !/[<>]/.test(value);
export const interAddressSchema = multiline({ error: 'API_MSG_0041' })
  .trim()
  .min(1, { error: 'API_MSG_0041' })
  .refine((v) => textLength(v) <= ADDRESS_DETAIL_MAX, { error: 'API_MSG_0042' })
  .refine(isInterAddress, { error: 'interAddressRule' });

/** Spec 5 internationalPhone: 7 to 20 digits; a leading + and spaces, hyphens or brackets allowed. */
export const isInternationalPhone = (value: string): boolean => {
  const compact = compactPhone(value);
  const digits = phoneDigits(compact).length;
  return /^\+?\d+$/.test(compact) && digits >= INTERNATIONAL_PHONE_MIN && digits <= INTERNATIONAL_PHONE_DIGITS_MAX;
};
export const internationalPhoneSchema = singleLine({ error: 'pleaseInputPhoneNumber' })
  .trim()
  .min(1, { error: 'pleaseInputPhoneNumber' })
  .max(PHONE_TYPED_MAX, { error: 'internationalPhoneRule' })
  .refine(isInternationalPhone, { error: 'internationalPhoneRule' });

/** A state, city or area name as the region data has it. */
const regionName = singleLine({ error: 'pleaseSelectRegion' }).trim().min(1, { error: 'pleaseSelectRegion' }).max(100);

/** '1' default, '0' not (spec 3). */
const defaultFlagSchema = z.enum(['0', '1']).default('0');

/**
 * Kinds of premises (spec 3 "Address type option"): the courier's fixed list, seeded into `address_types` and
 * served by `getAddressTypes` (forms show its names from there); residential is the usual one.
 */
export const ADDRESS_TYPES = [
  { typeNumber: 1, nameZh: '住宅', nameEn: 'Residential', nameMl: 'Kediaman', defaultItem: true },
  { typeNumber: 2, nameZh: '办公室', nameEn: 'Office', nameMl: 'Pejabat', defaultItem: false },
  { typeNumber: 3, nameZh: '商店', nameEn: 'Shop', nameMl: 'Kedai', defaultItem: false },
  { typeNumber: 4, nameZh: '仓库/工厂', nameEn: 'Warehouse / factory', nameMl: 'Gudang / kilang', defaultItem: false },
] as const;
export type AddressTypeNumber = (typeof ADDRESS_TYPES)[number]['typeNumber'];
export const DEFAULT_ADDRESS_TYPE: AddressTypeNumber = ADDRESS_TYPES.find((t) => t.defaultItem)?.typeNumber ?? 1;
const TYPE_NUMBERS: readonly number[] = ADDRESS_TYPES.map((t) => t.typeNumber);
/** An address type by its number (as the spec's payloads send it, a number or its digits). */
export const addressTypeSchema = z.coerce
  .number({ error: 'addressTypeUnknown' })
  .refine((n) => TYPE_NUMBERS.includes(n), { error: 'addressTypeUnknown' })
  .transform((n) => n as AddressTypeNumber);

/**
 * A domestic book entry (`save`, `updateSave`). The region is state, city and area (the area is
 * the postcode's delivery area: the region tree's third level is the postcode, see
 * docs/decisions.md); the server checks that postcode, city and state agree with the region data.
 */
export const domesticAddressFields = z.object({
  name: countedText(ADDRESS_NAME_MAX, 'pleaseEnterName'),
  contacts: domesticPhoneSchema,
  postcode: domesticPostcodeSchema,
  prov: regionName,
  city: regionName,
  area: singleLine().trim().max(100).optional(),
  /** The selected region labels joined with commas (spec 3); rebuilt by the server. */
  provCityArea: singleLine().trim().max(300).optional(),
  address: detailAddressSchema,
  defaultaddress: defaultFlagSchema,
});
export const saveAddressParameter = domesticAddressFields.extend({ addressType: z.enum(DOMESTIC_BOOKS) });
export const updateAddressParameter = saveAddressParameter.extend({ id: z.number().int().positive() });
export type DomesticAddressInput = z.infer<typeof domesticAddressFields>;

/** An international receiver (`saveInterAddress`, `updateInterAddress`). */
export const internationalAddressFields = z.object({
  name: countedText(ADDRESS_NAME_MAX, 'pleaseEnterName'),
  contacts: internationalPhoneSchema,
  countryCode: singleLine({ error: 'receiveCountryTip' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'receiveCountryTip' }),
  postcode: internationalPostcodeSchema,
  prov: singleLine().trim().max(100).refine(isInterAddress, { error: 'interAddressRule' }).optional().default(''),
  city: singleLine().trim().max(100).refine(isInterAddress, { error: 'interAddressRule' }).optional().default(''),
  address: interAddressSchema,
  email: z
    .union([emailSchema, z.literal('')])
    .optional()
    .default(''),
  defaultaddress: defaultFlagSchema,
});
export const saveInterAddressParameter = internationalAddressFields;
export const updateInterAddressParameter = internationalAddressFields.extend({ id: z.number().int().positive() });
export type InternationalAddressInput = z.infer<typeof internationalAddressFields>;

/** The address book dialog's field selector (spec 2): name, phones (contacts) or address. */
export const ADDRESS_SEARCH_FIELDS = ['name', 'contacts', 'address'] as const;
export type AddressSearchField = (typeof ADDRESS_SEARCH_FIELDS)[number];

/**
 * A book search (`queryList`, `list`, `queryInterList`): the book, an optional field and the text.
 * Without a field the text is looked for in name, phone and address alike.
 */
const addressQueryFields = pagingParameter.extend({
  addressType: z.enum(ADDRESS_BOOKS).default('1'),
  field: z.enum(ADDRESS_SEARCH_FIELDS).optional(),
  keyword: singleLine().trim().max(100).optional(),
  countryCode: singleLine()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
type AddressQueryFields = z.infer<typeof addressQueryFields>;
// Spec 5: searching the international book by phone needs the country (phones differ by country).
const countryForPhoneSearch = (p: AddressQueryFields) =>
  !(p.addressType === 'interAddress' && p.field === 'contacts' && p.keyword && !p.countryCode);
const countryRule = { error: 'receiveCountryTip', path: ['countryCode'] };
export const addressQueryParameter = addressQueryFields.refine(countryForPhoneSearch, countryRule);
/** `queryInterList`: the international book whatever addressType says. */
export const interAddressQueryParameter = addressQueryFields
  .extend({
    addressType: z
      .enum(ADDRESS_BOOKS)
      .transform(() => 'interAddress' as const)
      .default('interAddress'),
  })
  .refine(countryForPhoneSearch, countryRule);
export type AddressQuery = z.infer<typeof addressQueryParameter>;

export const addressIdsParameter = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});
export const addressIdParameter = z.object({ id: z.number().int().positive() });

/** `getAddressesByCode` (spec 7): a list of {postcode, addressType}; at most 100 at once. */
const postcodeLookupItem = z.object({
  postcode: singleLine().trim().max(10),
  addressType: singleLine().trim().max(20).optional(),
});
export const postcodeLookupParameter = z.union([
  z.array(postcodeLookupItem).min(1).max(POSTCODE_LOOKUP_MAX),
  z.object({ list: z.array(postcodeLookupItem).min(1).max(POSTCODE_LOOKUP_MAX) }).transform((p) => p.list),
  postcodeLookupItem.transform((p) => [p]),
]);

/** One place a postcode belongs to; a postcode shared by two towns answers twice. */
export interface PostcodePlace {
  postcode: string;
  addressType?: string;
  prov: string;
  city: string;
  area: string;
}

/** Region tree node (spec 3): id, name, childNodes, empty child lists removed. */
export interface RegionNode {
  id: number;
  name: string;
  childNodes?: RegionNode[];
}

export const regionTreeParameter = z.object({ version: singleLine().max(100).optional() }).default({});

/** Saved phone memory (`quickOrder`): the digits typed so far and the book to look in. */
export const phoneMemoryParameter = z.object({
  phone: singleLine().trim().max(PHONE_TYPED_MAX),
  addressType: z.enum(ADDRESS_BOOKS).default('1'),
});
/** Spec 3: label, name, phone, postal, detail, address. */
export interface PhoneMemoryItem {
  id: number;
  label: string;
  name: string;
  phone: string;
  postal: string;
  /** State, city and area as one line. */
  detail: string;
  address: string;
  prov: string;
  city: string;
  area: string;
}

export const smartInputParameter = z.object({
  text: multiline({ error: 'pleaseEnterSmartText' }).trim().min(1, { error: 'pleaseEnterSmartText' }).max(SMART_INPUT_MAX, {
    error: 'textTooLong',
  }),
});
export interface SmartInputResult {
  name: string;
  phone: string;
  postcode: string;
  prov: string;
  city: string;
  area: string;
  address: string;
}

/** A book entry as lists, dialogs and forms read it (spec 3 "address book entry"). */
export interface AddressRow {
  id: number;
  addressType: AddressBook;
  name: string;
  contacts: string;
  countryCode: string;
  countryName?: string;
  postcode: string;
  prov: string;
  city: string;
  area: string;
  provCityArea: string;
  address: string;
  email: string;
  defaultaddress: '0' | '1';
  createTime: string;
  updateTime: string;
}

/** Address type option (spec 3, `getAddressTypes`): the kind of premises, the Chinese name as typeName, en and ml beside. */
export interface AddressTypeOption {
  typeNumber: AddressTypeNumber;
  typeName: string;
  en: string;
  ml: string;
  defaultItem: boolean;
}

/** A receiving country (spec 3 "Country option: id") with the customer's limits when it has them. */
export interface CountryOption {
  id: string;
  code: string;
  name: string;
  dialCode: string;
  limit?: { weight: number; length: number; height: number; width: number };
}

/** Region labels joined with commas, as provCityArea is stored (spec 3). */
export const joinRegion = (prov: string, city: string, area: string): string => [prov, city, area].filter(Boolean).join(',');

/**
 * What makes two entries the same entry: the same person at the same place. Importing a file twice
 * or saving the same receiver again finds the first one instead of making a second.
 */
export function addressFingerprint(a: { name: string; contacts: string; postcode: string; address: string; countryCode?: string }): string {
  const flat = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s,.]+/g, ' ')
      .trim();
  const phone = normalisePhone(a.contacts, (a.countryCode ?? MALAYSIA) === MALAYSIA);
  return [flat(a.name), phone, a.postcode.toUpperCase(), flat(a.address), a.countryCode ?? MALAYSIA].join('|');
}
