import { LANGS, type Lang } from '@portal/shared/lang';
import { loginMarkup } from './login-markup.tsx';

/**
 * The login page's markup in every language, made while the build imports this module (Vite's
 * module runner closes once the import is done, so the texts' own imports must run before that).
 */
export const LOGIN_PAGES: Record<Lang, string> = Object.fromEntries(
  await Promise.all(LANGS.map(async (lang) => [lang, await loginMarkup(lang)] as const)),
) as Record<Lang, string>;
