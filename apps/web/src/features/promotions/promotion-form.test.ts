import { promotionParameter } from '@portal/shared/promotions';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { promotionProblem, promotionToParameter } from './promotion-form.ts';
import { promotionState } from './promotion-state.ts';

const name = { zh: '东马八五折', en: '15% off to East Malaysia', ml: 'Diskaun 15%' };

describe('the add-promotion form', () => {
  it('sends the share in basis points, days as Malaysian dates and an empty product as every product', () => {
    const sent = promotionToParameter({
      name,
      ratePercent: 15.5,
      product: '',
      zones: ['EM'],
      customerCode: '',
      startsOn: dayjs('2026-12-01'),
      endsOn: dayjs('2026-12-31'),
    });
    expect(sent).toEqual({
      name,
      rateBp: 1550,
      product: null,
      zones: ['EM'],
      customerCode: '',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
    });
    // The server's own rule takes what the form sends.
    expect(promotionParameter.safeParse(sent).success).toBe(true);
  });

  it('leaves out what is not filled, for the shared rule to name', () => {
    const sent = promotionToParameter({ name, ratePercent: null, startsOn: null, endsOn: null });
    const issues = promotionParameter.safeParse(sent).error!.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['rateBp', 'promotionRateRule'],
        ['startsOn', 'dateFormatError'],
      ]),
    );
  });
});

describe('a field’s problem', () => {
  it('is the shared rule’s, on the field it names', () => {
    const values = { name: { ...name, ml: '' }, ratePercent: 60, startsOn: dayjs('2026-12-02'), endsOn: dayjs('2026-12-01') };
    expect(promotionProblem(values, ['rateBp'])).toMatchObject({ key: 'promotionRateRule' });
    expect(promotionProblem(values, ['name', 'ml'])).toMatchObject({ key: 'i18nTextRequired' });
    expect(promotionProblem(values, ['name', 'en'])).toBeNull();
    expect(promotionProblem({ ...values, ratePercent: 15, name }, ['endsOn'])).toMatchObject({ key: 'periodReversed' });
  });
});

describe('a promotion’s state on the desk', () => {
  const p = { startsOn: '2026-12-01', endsOn: '2026-12-31', endedAt: null };
  it('runs from its first day to its last, both counted, unless ended early', () => {
    expect(promotionState(p, '2026-11-30')).toBe('coming');
    expect(promotionState(p, '2026-12-01')).toBe('running');
    expect(promotionState(p, '2026-12-31')).toBe('running');
    expect(promotionState(p, '2027-01-01')).toBe('over');
    expect(promotionState({ ...p, endedAt: '2026-12-05T02:00:00.000Z' }, '2026-12-02')).toBe('ended');
  });
});
