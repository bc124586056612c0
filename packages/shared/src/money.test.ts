import { describe, expect, it } from 'vitest';
import { formatRinggit, formRinggit, ringgitDecimal, ringgitOf, senOf } from './money.ts';

describe('money: sen and ringgit, one way each', () => {
  it('rounds a ringgit number to the sen it means, empty as 0', () => {
    expect(senOf(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(senOf(0.29)).toBe(29); // 28.999999999999996
    expect(senOf(12)).toBe(1200);
    expect(senOf(null)).toBe(0);
    expect(senOf(undefined)).toBe(0);
  });

  it('gives sen back as ringgit numbers, and a form field empty for none or 0', () => {
    expect(ringgitOf(1250)).toBe(12.5);
    expect(ringgitOf(null)).toBeNull();
    expect(ringgitOf(0)).toBe(0);
    expect(formRinggit(0)).toBeNull();
    expect(formRinggit(undefined)).toBeNull();
    expect(formRinggit(905)).toBe(9.05);
    for (const sen of [1, 29, 115, 99_999_999]) expect(senOf(ringgitOf(sen))).toBe(sen);
  });

  it('writes two decimals for files and RM with grouping for people', () => {
    expect(ringgitDecimal(5)).toBe('0.05');
    expect(ringgitDecimal(123_450)).toBe('1234.50');
    expect(formatRinggit(-123_456)).toBe('-RM 1,234.56');
  });
});
