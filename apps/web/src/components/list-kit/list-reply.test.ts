import { describe, expect, it } from 'vitest';
import { readListReply } from './list-reply.ts';

describe('a list call’s reply (spec 7)', () => {
  it('reads data.list and data.total', () => {
    expect(readListReply({ list: [{ id: 1 }], total: 41 })).toEqual({ list: [{ id: 1 }], total: 41, malformed: false });
  });

  it('reads data when it is the rows themselves, and counts them when there is no total', () => {
    expect(readListReply([{ id: 1 }, { id: 2 }])).toEqual({ list: [{ id: 1 }, { id: 2 }], total: 2, malformed: false });
    expect(readListReply({ list: [{ id: 1 }], total: 'many' }).total).toBe(1);
  });

  it('keeps the "more than" flag of a capped search count', () => {
    expect(readListReply({ list: [], total: 10000, totalCapped: true })).toEqual({
      list: [],
      total: 10000,
      totalCapped: true,
      malformed: false,
    });
    expect(readListReply({ list: [], total: 3, totalCapped: 'yes' })).toEqual({ list: [], total: 3, malformed: false });
  });

  it('gives an empty table for anything else (spec 8)', () => {
    for (const data of [null, 'rows', { list: 'x' }, { rows: [] }, 42])
      expect(readListReply(data)).toEqual({ list: [], total: 0, malformed: true });
  });
});
