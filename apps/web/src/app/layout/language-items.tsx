import { LANGS, type Lang } from '@portal/shared/lang';
import type { MenuProps } from 'antd';
import { currentLang, HTML_LANG, LANGUAGE_NAMES, switchLanguage } from '@/lib/i18n.ts';

/** Menu keys of the language choice; shared by the top-bar selector and the user menu. */
export const LANGUAGE_KEY_PREFIX = 'lang:';

export const languageItems = (): NonNullable<MenuProps['items']> =>
  LANGS.map((lang) => ({
    key: `${LANGUAGE_KEY_PREFIX}${lang}`,
    label: <span lang={HTML_LANG[lang]}>{LANGUAGE_NAMES[lang]}</span>,
  }));

/** Choosing a language sets the cookie and reloads (spec 1); choosing the current one does nothing. */
export function chooseLanguage(key: string): boolean {
  if (!key.startsWith(LANGUAGE_KEY_PREFIX)) return false;
  const lang = key.slice(LANGUAGE_KEY_PREFIX.length) as Lang;
  if (lang !== currentLang()) switchLanguage(lang);
  return true;
}
