import { describe, expect, it } from 'vitest';
import { localizedName, parseLang } from './lang.ts';

describe('localized names', () => {
  const express = { nameZh: '特快专递', nameEn: 'Express', nameMl: 'Ekspres', code: 'EX' };

  it('picks the name in the caller’s language', () => {
    expect(localizedName(express, 'zh')).toBe('特快专递');
    expect(localizedName(express, 'en')).toBe('Express');
    expect(localizedName(express, 'ml')).toBe('Ekspres');
  });

  it('follows the request language as parsed, English by default', () => {
    expect(localizedName(express, parseLang('ms-MY'))).toBe('Ekspres');
    expect(localizedName(express, parseLang('zh-CN'))).toBe('特快专递');
    expect(localizedName(express, parseLang('fr'))).toBe('Express');
  });

  it('keeps each field’s own type, an empty name included', () => {
    const columns = { nameZh: { column: 'name_zh' }, nameEn: { column: 'name_en' }, nameMl: null };
    expect(localizedName(columns, 'zh')).toEqual({ column: 'name_zh' });
    expect(localizedName(columns, 'ml')).toBeNull();
  });
});
