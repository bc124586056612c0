import { describe, expect, it } from 'vitest';
import { cellText, formatMalaysian } from './cell-text.ts';

const translate = (label: string) => (label === 'status.on' ? 'Enabled' : label);

describe('cell text', () => {
  it('shows empty values as a dash and plain values as they are', () => {
    expect(cellText(null, undefined, translate)).toBe('-');
    expect(cellText('', { kind: 'text' }, translate)).toBe('-');
    expect(cellText(0, undefined, translate)).toBe('0');
    expect(cellText(false, undefined, translate)).toBe('false');
    expect(cellText([], undefined, translate)).toBe('-');
    expect(cellText(['EZ', 'SF'], undefined, translate)).toBe('EZ, SF');
    expect(cellText({ a: 1 }, undefined, translate)).toBe('{"a":1}');
  });

  it('shows an enum’s translated label, or the value when no option matches', () => {
    const renderer = {
      kind: 'enum' as const,
      options: [
        { value: 1, label: 'status.on' },
        { value: 2, label: 'Disabled' },
      ],
    };
    expect(cellText(1, renderer, translate)).toBe('Enabled');
    expect(cellText('2', renderer, translate)).toBe('Disabled');
    expect(cellText(3, renderer, translate)).toBe('3');
  });

  it('formats money from sen and groups 11-digit phones 3-4-4', () => {
    expect(cellText(123456, { kind: 'money' }, translate)).toBe('RM 1,234.56');
    expect(cellText('abc', { kind: 'money' }, translate)).toBe('abc');
    expect(cellText('01123456789', { kind: 'phone' }, translate)).toBe('011 2345 6789');
    expect(cellText('0123456789', { kind: 'phone' }, translate)).toBe('0123456789');
  });

  it('shows times in Malaysian time whatever the zone they come in', () => {
    const renderer = { kind: 'date' as const, format: 'YYYY-MM-DD HH:mm' };
    expect(cellText('2025-03-04T16:30:00Z', renderer, translate)).toBe('2025-03-05 00:30');
    expect(cellText('2025-03-04T10:30:00+02:00', renderer, translate)).toBe('2025-03-04 16:30');
    expect(cellText('2025-03-04 09:15:00', renderer, translate)).toBe('2025-03-04 09:15');
    expect(cellText(Date.UTC(2025, 0, 1, 20, 0), renderer, translate)).toBe('2025-01-02 04:00');
    expect(cellText('not a date', renderer, translate)).toBe('not a date');
    expect(formatMalaysian(undefined, 'YYYY')).toBeNull();
  });
});
