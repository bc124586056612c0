import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';
import { changedFields, changeValueText, storedChangeValue } from './order-changes.ts';

describe('the edit log fields', () => {
  it('name only the fields an edit set and changed, each with its kind', () => {
    const before = { receiverName: 'Siti', receiverAddress: 'No. 8, Jalan Bukit Bintang', codSen: 5_000, weightG: 1_500, remark: '' };
    const after = { receiverName: 'Siti', receiverAddress: 'No. 10, Jalan Bukit Bintang', codSen: 0, weightG: 1_500, remark: null };
    expect(changedFields(before, after)).toEqual([
      { field: 'receiverAddress', kind: 'address', before: 'No. 8, Jalan Bukit Bintang', after: 'No. 10, Jalan Bukit Bintang' },
      { field: 'codSen', kind: 'cod', before: '5000', after: '0' },
    ]);
  });

  it('store instants as ISO text and nothing as empty', () => {
    expect(storedChangeValue(new Date('2026-03-01T02:00:00Z'))).toBe('2026-03-01T02:00:00.000Z');
    expect(storedChangeValue(null)).toBe('');
    expect(storedChangeValue(12.5)).toBe('12.5');
  });

  it('read values in the reader language, masked where the order list masks them', () => {
    const text = (field: string, stored: string, lang: 'zh' | 'en' | 'ml' = 'en') => changeValueText(field, stored, lang, translate);
    expect(text('codSen', '12550')).toBe('RM 125.50');
    expect(text('weightG', '1500')).toBe('1.5 kg');
    expect(text('pickupAt', '2026-03-01T02:00:00.000Z')).toBe('2026-03-01 10:00');
    expect(text('payMethod', 'PP_PM', 'zh')).toBe('预付钱包（月结）');
    expect(text('status', 'CANCEL_ORDER')).toBe('Cancelled');
    expect(text('receiverTel', '0123456789')).toBe('012****789');
    expect(text('receiverAddress', 'No. 8, Jalan Bukit Bintang')).toBe('No. 8,***');
    expect(text('senderTel', '0356321188')).toBe('0356321188');
    expect(text('remark', '')).toBe('');
  });
});
