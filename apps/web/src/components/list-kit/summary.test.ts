import { describe, expect, it } from 'vitest';
import { computeSummary } from './summary.ts';

const rows = [
  { name: 'A', weight: 1.1, fee: 1050, note: '' },
  { name: 'B', weight: '2.2', fee: 999, note: 'x' },
  { name: null, weight: 'n/a', fee: 1, note: 'y' },
];

describe('summary row', () => {
  it('counts values, sums and averages the numeric ones', () => {
    expect(
      computeSummary(rows, [
        { prop: 'name', summary: 'count' },
        { prop: 'weight', summary: 'sum' },
        { prop: 'note', summary: 'count' },
        { prop: 'fee' },
      ]),
    ).toEqual({ name: 2, weight: 3.3, note: 2 });
    expect(computeSummary(rows, [{ prop: 'weight', summary: 'avg' }])).toEqual({ weight: 1.65 });
  });

  it('keeps money in whole sen', () => {
    expect(computeSummary(rows, [{ prop: 'fee', summary: 'avg', custom: { kind: 'money' } }])).toEqual({ fee: 683 });
    expect(computeSummary(rows, [{ prop: 'fee', summary: 'sum', custom: { kind: 'money' } }])).toEqual({ fee: 2050 });
  });

  it('has no average without numbers, and reads nested props', () => {
    expect(computeSummary([{ a: 'x' }], [{ prop: 'a', summary: 'avg' }])).toEqual({ a: null });
    expect(computeSummary([{ cod: { amount: 5 } }, { cod: { amount: 7 } }], [{ prop: 'cod.amount', summary: 'sum' }])).toEqual({
      'cod.amount': 12,
    });
  });
});
