import { roundKgToGrams } from '@portal/shared/weight';

/**
 * Whole sen and grams from amounts the order forms hold as numbers (RM, kg); empty is 0. Rounded
 * rather than parsed: shared ringgitToSen / kgToGrams read typed text and refuse what is
 * not exact, while a form number (or a pasted one) is sent rounded and the shared rules judge it.
 */
export const senOf = (rm: number | null | undefined): number => (rm ? Math.round(rm * 100) : 0);
export const gramsOf = (kg: number | null | undefined): number => (kg ? roundKgToGrams(kg) : 0);
