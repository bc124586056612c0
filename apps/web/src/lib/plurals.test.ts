import { i18nextCountParams, i18nextMessages } from '@portal/shared/messages';
import { i18nextCount } from '@portal/shared/plural-count';
import { loadUiTexts } from '@portal/shared/ui-texts';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';

/** The shipped texts in one language, through i18next as the portal sets it up (plural forms by Intl.PluralRules). */
async function texts(lang: 'en' | 'ml' | 'zh') {
  const ui = (await loadUiTexts(lang)) as Record<string, unknown>;
  const instance = i18next.createInstance();
  const resources = { [lang]: { ...ui, msg: i18nextMessages(lang) } } as Resource;
  await instance.init({ lng: lang, fallbackLng: false, resources, interpolation: { escapeValue: false } });
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

describe('counts in the server’s messages, as the web shows them (msg)', () => {
  // What lib/i18n.ts's msg does: the catalogue's key, its parameters, and i18next's count from the one that counts.
  const msgIn = async (lang: 'en' | 'ml' | 'zh') => {
    const t = await texts(lang);
    const countParams = i18nextCountParams();
    return (key: string, params: Record<string, unknown>) => t(`msg:${key}`, { ...params, ...i18nextCount(key, params, countParams) });
  };

  it('take the form of their count in English, whatever the placeholder holding it is called', async () => {
    const msg = await msgIn('en');
    expect(msg('importSummary', { total: 20, bad: 1 })).toBe('You imported 20 in total, of which 1 does not match the template');
    expect(msg('importSummary', { total: 20, bad: 3 })).toBe('You imported 20 in total, of which 3 do not match the template');
    expect(msg('multiPasteUneven', { line: 2, count: 1, expected: 4 })).toMatch(/^Line 2 has 1 column where /);
    expect(msg('periodTooLong', { max: 31 })).toBe('A period can be at most 31 days');
  });

  it('keep the one text in Malay and Chinese', async () => {
    for (const lang of ['ml', 'zh'] as const) {
      const msg = await msgIn(lang);
      const one = msg('importSummary', { total: 20, bad: 1 });
      expect(one).toBe(msg('importSummary', { total: 20, bad: 3 }).replace('3', '1'));
      expect(one).not.toContain('importSummary');
    }
  });
});
