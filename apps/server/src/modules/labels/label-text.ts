import { gramsToKg } from '@portal/shared/weight';
import type { LabelParty } from './label-data.ts';

/** Malaysia keeps UTC+8 all year (no daylight saving). */
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/** '2025-03-01 09:05' in Malaysian time. */
export const malaysiaTime = (at: Date): string => new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Grams as kg with up to 2 decimals: 1250 -> '1.25 kg', 1000 -> '1 kg', 80 -> '0.08 kg'. */
export const formatKg = (grams: number): string => `${gramsToKg(grams, 2)} kg`;

/**
 * The line a sorter reads: postcode and city, state, country; a state or country that only repeats
 * the city is left out ('238841 Singapore', not '238841 Singapore, Singapore, Singapore').
 */
export function regionLine(party: LabelParty): string {
  const parts = [`${party.postcode} ${party.city}`.trim()];
  const seen = new Set([party.city.trim().toLowerCase()]);
  for (const part of [party.prov, party.country]) {
    const key = part.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    parts.push(part.trim());
  }
  return parts.filter((part) => part !== '').join(', ');
}
