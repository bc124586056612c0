import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url).pathname;
const LANGS = ['zh', 'en', 'ml'] as const;

/** `{a: {b: 'x'}}` → `['a.b']`, with the text of each leaf. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lang: string, file: string) => new Map(flatten(JSON.parse(readFileSync(join(dir, lang, file), 'utf8'))));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI texts', () => {
  const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it('have the same namespaces in every language', () => {
    for (const lang of LANGS)
      expect(
        readdirSync(join(dir, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...files].sort());
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
