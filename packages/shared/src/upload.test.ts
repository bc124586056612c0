import { describe, expect, it } from 'vitest';
import { fitsUploadLimit } from './upload.ts';

describe('a batch of chosen files (spec 9 upload limit)', () => {
  it('is taken whole while the total stays within the limit', () => {
    expect(fitsUploadLimit(0, 10, 10)).toEqual({ ok: true });
    expect(fitsUploadLimit(7, 3, 10)).toEqual({ ok: true });
  });
  it('is refused whole past it, with the limit, the number chosen and the total it would make', () => {
    expect(fitsUploadLimit(8, 3, 10)).toEqual({ ok: false, max: 10, chosen: 3, total: 11 });
    expect(fitsUploadLimit(0, 6, 5)).toEqual({ ok: false, max: 5, chosen: 6, total: 6 });
  });
});
