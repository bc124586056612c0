import { describe, expect, it } from 'vitest';
import { LANGS } from './lang.ts';
import { COUNT_PARAMS, COUNTED_MESSAGES, PLURAL_LOCALES } from './message-plurals.ts';
import { type MessageKey, messages, translate } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/**
 * A count right before the noun it counts (or the verb that agrees with it): "{{days}} days", "{{max}} smart
 * orders", "{{bad}} do not". A label's count ("Boxes ({{count}})", "rows with errors: {{bad}}") needs no form.
 */
const countBeforeNoun = new RegExp(`\\{\\{(${COUNT_PARAMS.join('|')})\\}\\} (?:[a-z-]+ )?(?:[a-z-]+s|do|are)\\b`, 'g');

describe('messages with a count', () => {
  it('have their plural forms, by the placeholder that holds the count', () => {
    const missing: string[] = [];
    for (const [key, texts] of Object.entries(messages))
      for (const [, param] of texts.en.matchAll(countBeforeNoun))
        if (COUNTED_MESSAGES[key as MessageKey]?.by !== param) missing.push(`${key} (${param}): ${texts.en}`);
    expect(missing).toEqual([]);
  });

  it('have exactly the forms each language’s plural rules have (English one; Chinese and Malay none), with the same placeholders', () => {
    for (const [key, counted] of Object.entries(COUNTED_MESSAGES)) {
      const texts = messages[key as MessageKey];
      expect(texts, key).toBeDefined();
      expect(placeholders(texts.en), key).toContain(counted.by);
      for (const lang of LANGS) {
        const categories = new Intl.PluralRules(PLURAL_LOCALES[lang]).resolvedOptions().pluralCategories.filter((c) => c !== 'other');
        const forms = counted.forms[lang] ?? {};
        expect(Object.keys(forms).sort(), `${key}.${lang}`).toEqual([...categories].sort());
        for (const form of Object.values(forms)) {
          expect(placeholders(form), `${key}.${lang}`).toEqual(placeholders(texts[lang]));
          expect(form, `${key}.${lang}`).not.toBe(texts[lang]);
        }
      }
    }
  });

  it('read "1 column" and "2 columns" in English, one text for every count in Chinese and Malay', () => {
    const params = (count: number | string) => ({ line: 3, count, min: 4 });
    expect(translate('multiPasteTooFewColumns', 'en', params(1))).toMatch(/^Line 3 has only 1 column: the table needs at least 4 /);
    expect(translate('multiPasteTooFewColumns', 'en', params(2))).toMatch(/^Line 3 has only 2 columns: /);
    expect(translate('multiPasteTooFewColumns', 'en', params(0))).toMatch(/^Line 3 has only 0 columns: /);
    expect(translate('multiPasteTooFewColumns', 'en', params('1'))).toMatch(/^Line 3 has only 1 column: /);
    expect(translate('importSummary', 'en', { total: 20, bad: 1 })).toBe(
      'You imported 20 in total, of which 1 does not match the template',
    );
    expect(translate('importSummary', 'en', { total: 1, bad: 0 })).toBe('You imported 1 in total, of which 0 do not match the template');
    expect(translate('renewalNotDue', 'en', { days: '1,000' })).toBe('Renewal can be answered from 1,000 days before the contract ends');
    for (const lang of ['zh', 'ml'] as const)
      expect(translate('multiPasteTooFewColumns', lang, params(1))).toBe(
        translate('multiPasteTooFewColumns', lang, params(2)).replace('2', '1'),
      );
    // Several counts in one message are labelled rather than counted ("1 rows with errors").
    expect(translate('commerceImported', 'en', { added: 1, existing: 0, bad: 1 })).toBe(
      'New orders: 1, already here: 0, rows with errors: 1',
    );
  });
});
