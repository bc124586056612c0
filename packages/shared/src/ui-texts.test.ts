import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from './lang.ts';
import { flattenTexts, loadUiTexts, UI_NAMESPACES } from './ui-texts.ts';

const dir = new URL('../locales/', import.meta.url).pathname;
const read = (lang: string, file: string) => new Map(flattenTexts(JSON.parse(readFileSync(join(dir, lang, file), 'utf8'))));
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

  it.each(files)('%s: every key in zh, en and ml, none empty, same placeholders', (file) => {
    const en = read('en', file);
    for (const lang of LANGS) {
      const texts = read(lang, file);
      expect([...texts.keys()].sort(), `${lang}/${file}`).toEqual([...en.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${lang}/${file} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang}/${file} ${key}`).toEqual(placeholders(en.get(key)!));
      }
    }
  });
});
