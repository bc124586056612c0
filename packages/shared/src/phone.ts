/**
 * How phones are stored and searched: compact, and Malaysian ones in their domestic form, so that
 * '+60 12-345 6789', '012-345 6789' and '0123456789' are one number.
 */

/** Spaces and hyphens, as people type them (012-345 6789), are dropped. */
export const compactPhone = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * A Malaysian number in its domestic form: compact, +60 read as 0 ('+6012…' is '012…'). A bare 60
 * is left as typed (spec 5 asks for 0 or +60), so a number written that way stays invalid.
 */
export function normaliseDomesticPhone(value: string): string {
  const compact = compactPhone(value);
  return compact.startsWith('+60') ? `0${compact.slice(3)}` : compact;
}

/** A phone as stored: domestic numbers normalised, another country's only compacted. */
export const normalisePhone = (value: string, domestic: boolean): string =>
  domestic ? normaliseDomesticPhone(value) : compactPhone(value);

/** Only the digits: how much of a number has been typed. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
