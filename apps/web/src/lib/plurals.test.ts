import { loadUiTexts } from '@portal/shared/ui-texts';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';

/** The shipped texts in one language, through i18next as the portal sets it up (plural forms by Intl.PluralRules). */
async function texts(lang: 'en' | 'ml' | 'zh') {
  const ui = (await loadUiTexts(lang)) as Record<string, unknown>;
  const instance = i18next.createInstance();
  await instance.init({ lng: lang, fallbackLng: false, resources: { [lang]: ui } as Resource, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('counts in the interface', () => {
  it('read "1 parcel" and "2 parcels" in English, through i18next’s plural forms', async () => {
    const t = await texts('en');
    expect(t('ordering:multi.total', { total: 'RM 8.00', count: 1 })).toBe('Total to be charged: RM 8.00 for 1 order');
    expect(t('ordering:multi.total', { total: 'RM 16.00', count: 2 })).toBe('Total to be charged: RM 16.00 for 2 orders');
    expect(t('cod:management.count', { count: 1, parcels: '1', amount: 'RM 80.00' })).toBe('1 parcel · RM 80.00');
    expect(t('dashboard:renewal.body', { contractNo: 'C1', endDate: '2026-12-03', days: 1, count: 1 })).toContain('(1 day left)');
    expect(t('mall:gift.price', { count: 1, points: 1 })).toBe('1 point');
    expect(t('mall:gift.price', { count: 500, points: 500 })).toBe('500 points');
  });

  it('use the one text for every count in Malay and Chinese, which say one as many', async () => {
    const ml = await texts('ml');
    expect(ml('ordering:multi.total', { total: 'RM 8.00', count: 1 })).toBe(
      ml('ordering:multi.total', { total: 'RM 8.00', count: 2 }).replace('bagi 2', 'bagi 1'),
    );
    expect(ml('ordering:multi.total', { total: 'RM 8.00', count: 1 })).not.toContain('multi.total');
    const zh = await texts('zh');
    expect(zh('mall:gift.price', { count: 1, points: 1 })).not.toContain('gift.price');
  });
});
