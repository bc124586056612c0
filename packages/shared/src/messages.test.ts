import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS, parseLang } from './lang.ts';
import { messages, translate } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('has every message in zh, en and ml, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const lang of LANGS) expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
      expect(placeholders(texts.zh), key).toEqual(placeholders(texts.en));
      expect(placeholders(texts.ml), key).toEqual(placeholders(texts.en));
    }
  });

  it('holds every catalogue code of spec section 8', () => {
    const codes = [
      'receiveCountryTip',
      'API_MSG_0073',
      'API_MSG_0019',
      'API_MSG_0045',
      'API_MSG_0031',
      'API_MSG_0041',
      'API_MSG_0042',
      'API_MSG_0105',
      'API_MSG_0115',
      'API_MSG_0003',
      'phoneValidLength',
      'weightError',
      'notExceeding',
      'payForGoodsOverNumber',
      'actualWeightError',
      'pleaseInputActualWeight',
      'pleaseEnterGoodsWeight',
      'pleaseInputPhoneNumber',
      'dataAbnormal',
      'validFall',
    ];
    for (const code of codes) expect(messages, code).toHaveProperty(code);
  });

  it('is made of the parts in messages/, each spread in once, no key in two parts', async () => {
    const files = readdirSync(new URL('./messages/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const owner = new Map<string, string>();
    const twice: string[] = [];
    const texts = new Map<string, unknown>();
    for (const file of files) {
      const part = (await import(`./messages/${file}`)) as Record<string, Record<string, unknown>>;
      for (const [key, text] of Object.values(part).flatMap((entries) => Object.entries(entries))) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)}, ${file})`);
        owner.set(key, file);
        texts.set(key, text);
      }
    }
    expect(twice).toEqual([]);
    for (const [key, text] of texts) expect(messages, `${owner.get(key)} is not spread into messages`).toHaveProperty([key], text);
    expect(owner.size).toBe(Object.keys(messages).length);
  });

  it('translates with parameters and leaves unknown keys as they are', () => {
    expect(translate('importSummary', 'en', { total: 50, bad: 3 })).toBe('You imported 50 in total, of which 3 do not match the template');
    expect(translate('importSummary', 'zh', { total: 50, bad: 3 })).toBe('您共导入50条，其中3条与模板不符');
    expect(translate('weightError', 'ml', { limit: '30 KG' })).toBe('Berat tidak boleh melebihi 30 KG');
    expect(translate('no.such.key', 'en')).toBe('no.such.key');
  });
});

describe('parseLang', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-cn', 'zh'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['ml', 'ml'],
    ['ms', 'ml'],
    ['ms-MY', 'ml'],
    ['', 'en'],
    [undefined, 'en'],
    ['fr', 'en'],
  ] as const)('%s -> %s', (value, lang) => {
    expect(parseLang(value)).toBe(lang);
  });
});
