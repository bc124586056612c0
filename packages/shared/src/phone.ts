/**
 * How phones are typed, stored and searched: people write them with spaces, hyphens and brackets
 * ('+60 12-345 6789', '(03) 5632 1188'); they are stored compact, and Malaysian ones in their
 * domestic form, so that '+60 12-345 6789', '012-345 6789' and '0123456789' are one number.
 */

/** Spaces, hyphens and brackets, as people type them ((03) 5632-1188, 012-345 6789), are dropped. */
export const compactPhone = (value: string): string => value.replace(/[\s\-()]/g, '');

/**
 * A Malaysian number in its domestic form: compact, +60 read as 0 ('+6012…' is '012…'). A bare 60
 * is left as typed (spec 5 asks for 0 or +60), so a number written that way stays invalid.
 */
export function normaliseDomesticPhone(value: string): string {
  const compact = compactPhone(value);
  return compact.startsWith('+60') ? `0${compact.slice(3)}` : compact;
}

/**
 * The digits a box behind a fixed "+60" holds (spec 5 receiver form): a stored or pasted Malaysian number
 * ('012-345 6789', '+60123456789', '60123456789') without its country code and its trunk 0 ('123456789').
 */
export function afterMalaysiaPrefix(value: string): string {
  const digits = phoneDigits(value);
  return (digits.startsWith('60') ? digits.slice(2) : digits).replace(/^0+/, '');
}

/** A phone as stored: domestic numbers normalised, another country's only compacted. */
export const normalisePhone = (value: string, domestic: boolean): string =>
  domestic ? normaliseDomesticPhone(value) : compactPhone(value);

/** Only the digits: how much of a number has been typed. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * The most digits a domestic number can have as typed (spec 5: 0 and up to 10 more): 11, or 12
 * written with +60. Input limits count digits, not characters, so the spaces, hyphens and
 * brackets of '+60 12-345 6789' (15 characters) never cut the number short.
 */
const domesticPhoneDigitsMax = (typed: string): number => (typed.trimStart().startsWith('+') ? 12 : 11);
/** Spec 5 international phone: up to 20 digits, written any way. */
export const INTERNATIONAL_PHONE_DIGITS_MAX = 20;
/** However it is written, a phone longer than this is not a phone (a pasted paragraph). */
export const PHONE_TYPED_MAX = 40;

/**
 * A phone input's text as typed, with the digits past `maxDigits` dropped: separators stay where
 * they were typed, so '+60 12-345 6789' stays whole while a thirteenth digit does not get in.
 */
export function fitPhoneInput(typed: string, maxDigits: number): string {
  let digits = 0;
  let out = '';
  for (const ch of typed.slice(0, PHONE_TYPED_MAX)) {
    if (/\d/.test(ch)) {
      if (digits >= maxDigits) continue;
      digits++;
    }
    out += ch;
  }
  return out;
}

/** A domestic phone input as typed, fitted (`normalize` of the form fields). */
export const fitDomesticPhone = (typed: string | undefined): string => fitPhoneInput(typed ?? '', domesticPhoneDigitsMax(typed ?? ''));
/** Another country's phone input as typed, fitted. */
export const fitInternationalPhone = (typed: string | undefined): string => fitPhoneInput(typed ?? '', INTERNATIONAL_PHONE_DIGITS_MAX);

/** Malaysia's country calling code: a number written the domestic way (0…) is Malaysian. */
const MALAYSIA_CALLING_CODE = '60';

/**
 * A phone in the international form, E.164 ('+' and 8 to 15 digits), as MyInvois asks of every
 * party's telephone: '03-5632 1188' is '+60356321188', '+60 12-345 6789' '+60123456789', '0065 6123
 * 4567' '+6561234567'. A domestic number (0…) is read as Malaysian, and a trunk 0 written after +60
 * ('+60 (0)3 …') is dropped. Null when what is written is not a phone.
 */
export function e164Phone(value: string | null | undefined): string | null {
  const compact = compactPhone(value ?? '');
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d+$/.test(compact)) digits = `${MALAYSIA_CALLING_CODE}${compact.slice(1)}`;
  else if (compact.startsWith(MALAYSIA_CALLING_CODE) && /^\d+$/.test(compact)) digits = compact;
  else return null;
  if (digits.startsWith(`${MALAYSIA_CALLING_CODE}0`)) digits = `${MALAYSIA_CALLING_CODE}${digits.slice(3)}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}
