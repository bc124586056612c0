import { describe, expect, it } from 'vitest';
import { isReceivableCountry, RECEIVABLE_COUNTRIES } from './countries.ts';

describe('receivable countries', () => {
  it('are the international network’s countries, Malaysia not among them', () => {
    expect(RECEIVABLE_COUNTRIES).toHaveLength(13);
    expect(new Set(RECEIVABLE_COUNTRIES).size).toBe(RECEIVABLE_COUNTRIES.length);
    expect(['SGP', 'BRN', 'CHN', 'AUS'].every(isReceivableCountry)).toBe(true);
    expect(['MYS', 'IND', 'GBR', 'USA', 'sgp', '', 'SG'].some(isReceivableCountry)).toBe(false);
  });
});
