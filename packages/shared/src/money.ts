/**
 * Money is integer sen everywhere (RM 1.00 = 100). This is the one place that turns sen into
 * ringgit and back, formats it, and splits the SST out of a price: every end (server, web, the
 * shared rules) calls these rather than writing `* 100` or `/ 100` again.
 */

/** Service tax on courier services, in percent (Service Tax Act 2018, First Schedule). */
export const SST_PERCENT = 6;

/** 'RM 1,234.50' (negative: '-RM 1,234.50'), for screens, PDFs and messages. */
export function formatRinggit(sen: number): string {
  const negative = sen < 0;
  const abs = Math.abs(Math.trunc(sen));
  const ringgit = Math.floor(abs / 100).toLocaleString('en-MY');
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}RM ${ringgit}.${cents}`;
}

/** '1234.50': two decimals, no symbol or grouping (a file another system reads back). */
export const ringgitDecimal = (sen: number): string => (sen / 100).toFixed(2);

/** Ringgit as typed ('1,234.5', '12') to sen; null when it is not a number with at most 2 decimals. */
export function ringgitToSen(text: string | number): number | null {
  const s = String(text).replace(/,/g, '').trim();
  if (!/^\d+(\.\d{0,2})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The sen of a ringgit number (a form's number field, a parsed cell), rounded to the sen; empty
 * is 0. Rounded rather than parsed: ringgitToSen reads typed text and refuses what is not exact,
 * while a number's binary float (1.15 x 100 is 114.99...) needs rounding back to the sen it means.
 */
export const senOf = (ringgit: number | null | undefined): number => (ringgit ? Math.round(ringgit * 100) : 0);

/** Sen as a ringgit number (12.5 for 1250), for JSON fields and spreadsheet cells that carry RM. */
export function ringgitOf(sen: number): number;
export function ringgitOf(sen: number | null | undefined): number | null;
export function ringgitOf(sen: number | null | undefined): number | null {
  return sen == null ? null : sen / 100;
}

/** A form's number field for an amount: empty (null) for none and for 0, else its ringgit. */
export const formRinggit = (sen: number | null | undefined): number | null => (sen ? sen / 100 : null);

/**
 * Every price the portal quotes includes SST (the order form's price is what the shipper pays, on
 * any pay method). A document splits an SST-inclusive amount into its taxable part and the tax so
 * the two add up exactly: taxable = total x 100 / 106 rounded half away from zero to the sen, in
 * integers (a credit note's negative total gives back exactly the tax it would have carried).
 * Cash bills split each line (their SQL sum is tested against this in cash-bills/sst-sum.test.ts);
 * a monthly statement splits its total once.
 */
export function splitSstInclusive(totalSen: number): { amountSen: number; sstSen: number } {
  const sign = totalSen < 0 ? -1 : 1;
  const divisor = 100 + SST_PERCENT;
  const amountSen = sign * Math.floor((Math.abs(totalSen) * 200 + divisor) / (2 * divisor));
  return { amountSen, sstSen: totalSen - amountSen };
}
