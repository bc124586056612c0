import { gramsToKg } from '@portal/shared/weight';
import type { LabelParty } from './label-data.ts';

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
