import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultFilters, type FilterField, filterParams, filtersSet, fromFormValues, toFormValues } from './filters.ts';

const fields: FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'Keyword' },
  { kind: 'select', name: 'types', label: 'Types', multiple: true, options: [{ value: 'EZ', label: 'EZ' }] },
  { kind: 'status', name: 'status', label: 'Status', options: [{ value: 1, label: 'On' }] },
  { kind: 'dateRange', name: 'created', label: 'Created', startParam: 'from', endParam: 'to' },
  { kind: 'dateRange', name: 'pickup', label: 'Pickup', showTime: true },
];

describe('filter fields', () => {
  it('count the fields that narrow the list, a date range once for either end', () => {
    expect(filtersSet(fields, {})).toBe(0);
    expect(
      filtersSet(fields, {
        keyword: 'ali',
        types: [],
        to: '2025-02-05 23:59:59',
        pickupStart: '2025-02-01 08:00:00',
        pickupEnd: '2025-02-01 09:00:00',
      }),
    ).toBe(3);
    // Values of parameters no field fills (the status tabs of a screen) are not the form's.
    expect(filtersSet(fields, { tab: 'cancelled', status: '' })).toBe(0);
  });

  it('name the parameters they fill', () => {
    expect(fields.flatMap(filterParams)).toEqual(['keyword', 'types', 'status', 'from', 'to', 'pickupStart', 'pickupEnd']);
  });

  it('turn form values into filters: trimmed, empty ones dropped, whole days for a date range', () => {
    const filters = fromFormValues(fields, {
      keyword: '  ali ',
      types: [],
      status: undefined,
      created: [dayjs('2025-02-03'), dayjs('2025-02-05')],
      pickup: null,
    });
    expect(filters).toEqual({ keyword: 'ali', from: '2025-02-03 00:00:00', to: '2025-02-05 23:59:59' });
  });

  it('end an open range on the start day (spec 5), and keep times when the field picks them', () => {
    expect(fromFormValues(fields, { created: [dayjs('2025-02-03'), null] })).toEqual({
      from: '2025-02-03 00:00:00',
      to: '2025-02-03 23:59:59',
    });
    expect(fromFormValues(fields, { pickup: [dayjs('2025-02-03 09:30:00'), dayjs('2025-02-03 17:00:00')] })).toEqual({
      pickupStart: '2025-02-03 09:30:00',
      pickupEnd: '2025-02-03 17:00:00',
    });
  });

  it('show filters back in the form', () => {
    const values = toFormValues(fields, { keyword: 'ali', from: '2025-02-03 00:00:00', to: '2025-02-05 23:59:59' });
    expect(values.keyword).toBe('ali');
    expect(values.types).toEqual([]);
    const [start, end] = values.created as [dayjs.Dayjs, dayjs.Dayjs];
    expect([start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD HH:mm:ss')]).toEqual(['2025-02-03', '2025-02-05 23:59:59']);
    expect(values.pickup).toBeNull();
  });

  it('give their defaults by parameter', () => {
    expect(
      defaultFilters([
        { kind: 'status', name: 'status', label: 'S', options: [{ value: 1, label: 'On' }], defaultValue: 1 },
        { kind: 'dateRange', name: 'created', label: 'C', defaultValue: ['2025-01-01 00:00:00', null] },
        { kind: 'text', name: 'keyword', label: 'K', defaultValue: '' },
      ]),
    ).toEqual({ status: 1, createdStart: '2025-01-01 00:00:00', createdEnd: '2025-01-01 23:59:59' });
  });
});
