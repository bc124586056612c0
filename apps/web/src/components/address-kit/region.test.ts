import { describe, expect, it } from 'vitest';
import { placeOf, readCachedTree, regionPathOf, samePath } from './region.ts';

describe('the region cascader value', () => {
  it('is state, town and area, the area falling back to the postcode', () => {
    expect(regionPathOf({ prov: 'Selangor', city: 'Petaling Jaya', area: '47301' })).toEqual(['Selangor', 'Petaling Jaya', '47301']);
    expect(regionPathOf({ prov: 'Johor', city: 'Parit Raja', area: '', postcode: '86400' })).toEqual(['Johor', 'Parit Raja', '86400']);
  });

  it('is nothing while a part is missing', () => {
    expect(regionPathOf({ prov: 'Selangor', city: '', postcode: '47301' })).toBeUndefined();
    expect(regionPathOf({ prov: '', city: '', area: '' })).toBeUndefined();
  });

  it('gives the payload its parts and provCityArea joined with commas (spec 3)', () => {
    expect(placeOf(['Selangor', 'Petaling Jaya', '47301'])).toEqual({
      prov: 'Selangor',
      city: 'Petaling Jaya',
      area: '47301',
      provCityArea: 'Selangor,Petaling Jaya,47301',
    });
    expect(placeOf(undefined)).toEqual({ prov: '', city: '', area: '', provCityArea: '' });
  });

  it('compares places case aside', () => {
    expect(samePath(['W.P. Kuala Lumpur', 'Kuala Lumpur', '55100'], ['w.p. kuala lumpur', 'KUALA LUMPUR', '55100'])).toBe(true);
    expect(samePath(['Johor', 'Batu Pahat', '86400'], ['Johor', 'Parit Raja', '86400'])).toBe(false);
    expect(samePath(undefined, ['Johor'])).toBe(false);
  });
});

describe('the region tree kept in session storage', () => {
  it('is read back with its version', () => {
    const tree = { version: 'g2', list: [{ id: 1, name: 'Perlis' }] };
    expect(readCachedTree(JSON.stringify(tree))).toEqual(tree);
  });

  it('counts as no cache when missing, unreadable or of another shape', () => {
    expect(readCachedTree(null)).toBeNull();
    expect(readCachedTree('{not json')).toBeNull();
    expect(readCachedTree(JSON.stringify({ list: [] }))).toBeNull();
    expect(readCachedTree(JSON.stringify({ version: 'g2', list: null }))).toBeNull();
  });
});
