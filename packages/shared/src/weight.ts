/** Weights are whole grams everywhere they are stored or priced; people read and type kilograms. */
const GRAMS_PER_KG = 1000;

/**
 * Grams as kilograms, rounded to `decimals` (3: to the gram). Rounded in grams, not in kg, so that
 * 1205 g to 2 decimals is 1.21 and not 1.2 (1.205 has no exact binary form).
 */
export function gramsToKg(grams: number, decimals = 3): number {
  const step = 10 ** (3 - decimals);
  return (Math.round(grams / step) * step) / GRAMS_PER_KG;
}

/** A number of kilograms (a form's, a pasted one's) as whole grams, rounded rather than refused. */
export const roundKgToGrams = (kg: number): number => Math.round(kg * GRAMS_PER_KG);

/** Kilograms as typed ('1.25') to grams; null when not a positive number with at most 3 decimals. */
export function kgToGrams(text: string | number): number | null {
  const s = String(text).trim();
  if (!/^\d+(\.\d{0,3})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * GRAMS_PER_KG + Number(fraction.padEnd(3, '0'));
}

/** A weight as the rules' messages name it: 30000 -> '30 KG'. */
export const kgText = (grams: number): string => `${gramsToKg(grams)} KG`;
