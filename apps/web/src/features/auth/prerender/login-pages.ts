import { HTML_LANG, LANGS, type Lang } from '@portal/shared/lang';
import { loginMarkup } from './login-markup.tsx';

/**
 * The login page's markup in every language, made while the build imports this module (Vite's
 * module runner closes once the import is done, so the texts' own imports must run before that).
 */
export const LOGIN_PAGES: Record<Lang, { markup: string; htmlLang: string }> = Object.fromEntries(
  await Promise.all(LANGS.map(async (lang) => [lang, { markup: await loginMarkup(lang), htmlLang: HTML_LANG[lang] }] as const)),
) as Record<Lang, { markup: string; htmlLang: string }>;
