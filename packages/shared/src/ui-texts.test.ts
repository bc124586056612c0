import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from './lang.ts';
import { flattenTexts, loadUiTexts, UI_NAMESPACES } from './ui-texts.ts';

const dir = new URL('../locales/', import.meta.url).pathname;
const read = (lang: string, file: string) => new Map(flattenTexts(JSON.parse(readFileSync(join(dir, lang, file), 'utf8'))));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A plural form of another key of the file (i18next's `key_one` beside `key`). */
const isPluralForm = (key: string, texts: Map<string, string>) => PLURAL_SUFFIX.test(key) && texts.has(key.replace(PLURAL_SUFFIX, ''));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('interface texts', () => {
  const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it('are listed in the loaders exactly as the folder holds them, in every language', () => {
    expect([...UI_NAMESPACES].sort()).toEqual(files.map((f) => f.replace('.json', '')).sort());
    for (const lang of LANGS)
      expect(
        readdirSync(join(dir, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...files].sort());
  });

  it('load through the loaders', async () => {
    const zh = await loadUiTexts('zh');
    expect(Object.keys(zh).sort()).toEqual([...UI_NAMESPACES].sort());
    expect(flattenTexts(zh.common).length).toBeGreaterThan(10);
  });

  it('load only the namespaces asked for (the login page takes its own first)', async () => {
    const first = await loadUiTexts('ml', ['common', 'auth']);
    expect(Object.keys(first).sort()).toEqual(['auth', 'common']);
    expect(first.auth).toEqual(JSON.parse(readFileSync(join(dir, 'ml', 'auth.json'), 'utf8')));
  });

  it.each(files)('%s: every key in zh, en and ml, none empty, same placeholders', (file) => {
    const en = read('en', file);
    // i18next's plural forms (key_one beside key) belong to the languages that have them: English has "1 parcel",
    // Chinese and Malay say the same for one as for many, so they keep the key alone and it serves every count.
    const bases = (texts: Map<string, string>) => [...texts.keys()].filter((k) => !isPluralForm(k, texts)).sort();
    for (const lang of LANGS) {
      const texts = read(lang, file);
      expect(bases(texts), `${lang}/${file}`).toEqual(bases(en));
      for (const [key, text] of texts) {
        expect(text.trim(), `${lang}/${file} ${key}`).not.toBe('');
        const base = isPluralForm(key, texts) ? key.replace(PLURAL_SUFFIX, '') : key;
        expect(placeholders(text), `${lang}/${file} ${key}`).toEqual(placeholders(en.get(base)!));
      }
    }
  });

  it.each(files)('%s: a count of things reads right for one, in English ("1 parcel", not "1 parcels")', (file) => {
    const en = read('en', file);
    // A number of countable things, not a limit (`max`, `rows`: always more than one).
    const counted = /\{\{(?!max\}|rows\})\w+\}\} (parcels|orders|rows|days|points|files|items|waybills|messages)\b/;
    for (const [key, text] of en)
      if (!isPluralForm(key, en) && counted.test(text))
        expect(en.has(`${key}_one`), `en/${file} ${key}: "${text}" needs ${key}_one`).toBe(true);
  });
});
