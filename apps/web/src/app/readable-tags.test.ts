import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, readableTagTokens, TAG_PRESETS, TAG_STATUSES, TEXT_CONTRAST } from './readable-tags.ts';

const themes = { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm };

describe.each(Object.entries(themes))('tags in the %s theme', (_name, algorithm) => {
  const token = theme.getDesignToken({ algorithm });
  const palettes = token as unknown as Record<string, string>;
  const tags = readableTagTokens(token);
  const drawn = (key: string) => tags[key] ?? palettes[key] ?? '';
  const palette = (key: string) => palettes[key] ?? '';

  it.each(TAG_PRESETS)('a %s tag reads: its words on its pale background, white words on its solid one', (key) => {
    expect(contrast(drawn(`${key}7`), palette(`${key}1`))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(drawn(`${key}6`), token.colorTextLightSolid)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(TAG_STATUSES)('a status tag ($color) reads on its background', (s) => {
    expect(contrast(drawn(s.color), token[s.bg])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps each tag in its own colour: every shade given is one of its palette', () => {
    for (const [key, value] of Object.entries(tags)) {
      const palette = TAG_STATUSES.find((s) => s.color === key)?.palette ?? key.replace(/\d+$/, '');
      const shades = Array.from({ length: 10 }, (_, i) => palettes[`${palette}${i + 1}`]);
      expect(shades, key).toContain(value);
    }
  });
});

it("antd's own shades fail where the tokens step in (this test guards something)", () => {
  const token = theme.getDesignToken();
  const palettes = token as unknown as Record<string, string>;
  expect(contrast(palettes.green7 ?? '', palettes.green1 ?? '')).toBeLessThan(TEXT_CONTRAST);
  expect(contrast(token.colorSuccess, token.colorSuccessBg)).toBeLessThan(TEXT_CONTRAST);
});
