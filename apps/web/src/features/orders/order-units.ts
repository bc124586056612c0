import { roundKgToGrams } from '@portal/shared/weight';

/**
 * Whole grams from weights the order forms hold as numbers (kg); empty is 0 (their sen: shared
 * money.ts senOf). Rounded rather than parsed: shared kgToGrams reads typed text and refuses what
 * is not exact, while a form number (or a pasted one) is sent rounded and the shared rules judge it.
 */
export const gramsOf = (kg: number | null | undefined): number => (kg ? roundKgToGrams(kg) : 0);
