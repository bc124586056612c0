import { announcementParameter, bannerParameter } from '@portal/shared/dashboard';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  announcementParameterOf,
  announcementValuesOf,
  bannerParameterOf,
  bannerValuesOf,
  fieldProblem,
  shownTimeFromApi,
  shownTimeToApi,
} from './content-form.ts';

const texts = { zh: '标题', en: 'A title', ml: 'Tajuk' };

describe('the dashboard content forms', () => {
  it('read the picked wall clock as Malaysian time, and show a stored instant as Malaysia reads it', () => {
    expect(shownTimeToApi(dayjs('2026-03-01 08:30'))).toBe('2026-03-01T00:30:00.000Z');
    expect(shownTimeFromApi('2026-03-01T16:30:00.000Z')!.format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 00:30');
    expect(shownTimeToApi(shownTimeFromApi('2026-03-01T16:30:00.000Z'))).toBe('2026-03-01T16:30:00.000Z');
    expect(shownTimeToApi(null)).toBeUndefined();
    expect(shownTimeFromApi(null)).toBeNull();
  });

  it('send what the shared rules take, from a new form and from a record', () => {
    const empty = bannerValuesOf(null);
    expect(bannerParameter.safeParse(bannerParameterOf({ ...empty, title: texts, body: texts })).success).toBe(true);
    const record = {
      id: 7,
      title: texts,
      localTitle: 'A title',
      body: texts,
      link: '/orders/normalOrder',
      tone: 'blue' as const,
      sort: 3,
      active: false,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: null,
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    expect(bannerParameter.parse(bannerParameterOf(bannerValuesOf(record)))).toEqual({
      title: texts,
      body: texts,
      link: '/orders/normalOrder',
      tone: 'blue',
      sort: 3,
      active: false,
      startsAt: '2026-03-01T00:00:00.000Z',
    });
    // A cleared order takes the rule's default: first.
    expect(bannerParameter.parse(bannerParameterOf({ ...bannerValuesOf(record), sort: null })).sort).toBe(0);
    const notice = announcementValuesOf(null);
    expect(announcementParameter.parse(announcementParameterOf({ ...notice, title: texts, content: texts })).pinned).toBe(false);
  });

  it("say each field's problem at its own place, the end before the start at the end", () => {
    const values = { ...bannerValuesOf(null), title: { ...texts, ml: '  ' }, body: texts };
    const problem = (path: ['title', string] | ['endsAt'] | ['startsAt'] | ['link'], v = values) =>
      fieldProblem(bannerParameter, bannerParameterOf, v, path)?.key ?? null;
    expect(problem(['title', 'ml'])).toBe('i18nTextRequired');
    expect(problem(['title', 'en'])).toBeNull();
    expect(problem(['link'], { ...values, link: 'javascript:alert(1)' })).toBe('bannerLinkInvalid');
    const reversed = { ...values, startsAt: dayjs('2026-03-02 10:00'), endsAt: dayjs('2026-03-01 10:00') };
    expect(problem(['endsAt'], reversed)).toBe('periodReversed');
    expect(problem(['startsAt'], reversed)).toBeNull();
    expect(problem(['startsAt'], { ...values, startsAt: dayjs('1999-12-31 10:00') })).toBe('contentTimeOutOfRange');
  });
});
