import { describe, expect, it } from 'vitest';
import { gramsToKg, kgText, kgToGrams, roundKgToGrams } from './weight.ts';

describe('grams and kilograms', () => {
  it.each([
    [1250, 1.25],
    [30_000, 30],
    [1, 0.001],
    [0, 0],
    [1250.4, 1.25],
  ])('shows %d g as %d kg, to the gram', (grams, kg) => {
    expect(gramsToKg(grams)).toBe(kg);
  });

  it('rounds half up in grams when fewer decimals are asked for', () => {
    expect([1_250, 1_000, 1_205, 1_204, 80, 4, 5, 20_500].map((g) => gramsToKg(g, 2))).toEqual([1.25, 1, 1.21, 1.2, 0.08, 0, 0.01, 20.5]);
    expect(gramsToKg(1_499, 0)).toBe(1);
    expect(gramsToKg(1_500, 0)).toBe(2);
  });

  it('turns a form number into whole grams, rounded', () => {
    expect(roundKgToGrams(1.5)).toBe(1500);
    expect(roundKgToGrams(0.0004)).toBe(0);
    expect(roundKgToGrams(1.0005)).toBe(1001);
    expect(roundKgToGrams(1.005)).toBe(1005);
    expect(roundKgToGrams(gramsToKg(12_345))).toBe(12_345);
  });

  it('reads typed kilograms exactly or not at all', () => {
    expect(kgToGrams(' 1.25 ')).toBe(1250);
    expect(kgToGrams(2)).toBe(2000);
    expect(kgToGrams('0.001')).toBe(1);
    expect(kgToGrams('1.')).toBe(1000);
    expect(kgToGrams('1.0005')).toBeNull();
    expect(kgToGrams('-1')).toBeNull();
    expect(kgToGrams('1,5')).toBeNull();
  });

  it('names a weight in kg for the rules’ messages', () => {
    expect(kgText(30_000)).toBe('30 KG');
    expect(kgText(10)).toBe('0.01 KG');
  });
});
