/**
 * The countries the courier's international network delivers to (ISO 3166 alpha-3): where an
 * international order or address may go. A customer ships to those its countryRestriction lists.
 */
export const RECEIVABLE_COUNTRIES = ['SGP', 'BRN', 'IDN', 'THA', 'PHL', 'VNM', 'KHM', 'CHN', 'HKG', 'TWN', 'JPN', 'KOR', 'AUS'] as const;
export type ReceivableCountry = (typeof RECEIVABLE_COUNTRIES)[number];

const RECEIVABLE = new Set<string>(RECEIVABLE_COUNTRIES);

export const isReceivableCountry = (code: string): code is ReceivableCountry => RECEIVABLE.has(code);
