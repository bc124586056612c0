/** The portal's interface languages (spec 1). `ml` is Malay, as the portal names it. */
export const LANGS = ['zh', 'en', 'ml'] as const;
export type Lang = (typeof LANGS)[number];

/** The language cookie defaults to en (spec 1), so a request without a usable header is English. */
export const DEFAULT_LANG: Lang = 'en';

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
