/** The portal's interface languages (spec 1). `ml` is Malay, as the portal names it. */
export const LANGS = ['zh', 'en', 'ml'] as const;
export type Lang = (typeof LANGS)[number];

/** The HTML `lang` of each interface language (Malay is `ms`). */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', ml: 'ms' };

/** The language cookie defaults to en (spec 1), so a request without a usable header is English. */
const DEFAULT_LANG: Lang = 'en';

/** Reads a `lang` header or cookie value; accepts the variants browsers and old clients send. */
export function parseLang(value: string | null | undefined): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v.startsWith('zh')) return 'zh';
  if (v === 'ml' || v === 'ms' || v.startsWith('ms-') || v === 'my') return 'ml';
  if (v.startsWith('en')) return 'en';
  return DEFAULT_LANG;
}

/** A text the back office writes in all three languages (notices, alerts, menu names). */
export type LocalText = Record<Lang, string>;

/** Anything named in the three languages: catalogue rows, or their table columns to select by. */
export interface LocalNames<T = string> {
  nameZh: T;
  nameEn: T;
  nameMl: T;
}

/** The name in `lang`. Generic over each field so that differently typed columns keep their own types. */
export function localizedName<N extends LocalNames<unknown>>(names: N, lang: Lang): N['nameZh'] | N['nameEn'] | N['nameMl'] {
  if (lang === 'zh') return names.nameZh;
  if (lang === 'ml') return names.nameMl;
  return names.nameEn;
}
