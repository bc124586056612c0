import { LANGS, type Lang, parseLang } from '@portal/shared/lang';
import { messages } from '@portal/shared/messages';
import { loadUiTexts } from '@portal/shared/ui-texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie, setCookie } from './storage.ts';

/** The language cookie the portal has always used; it defaults to en (spec 1). */
const LANG_COOKIE = 'language';

export const currentLang = (): Lang => parseLang(getCookie(LANG_COOKIE));

/** Each language named in itself (an endonym), so it is found whatever the page is shown in. */
export const LANGUAGE_NAMES: Record<Lang, string> = { zh: '中文', en: 'English', ml: 'Bahasa Melayu' };

/** The HTML `lang` of each interface language (Malay is `ms`). */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', ml: 'ms' };

/** Choosing a language reloads the page (spec 1), so every text and the menu come back in it. */
export function switchLanguage(lang: Lang): void {
  setCookie(LANG_COOKIE, lang);
  window.location.reload();
}

/** The server's message table (packages/shared) as the `msg` namespace, in one language. */
const messageTexts = (lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[lang]]));

export const i18nReady = (async () => {
  const lang = currentLang();
  const ui: Record<string, unknown> = await loadUiTexts(lang);
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: ['common', 'msg', ...Object.keys(ui).filter((n) => n !== 'common')],
    defaultNS: 'common',
    resources: { [lang]: { ...ui, msg: messageTexts(lang) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = HTML_LANG[lang];
  return i18next;
})();

/** Translates a server message key (a zod rule's message, say) in the current language. */
export const msg = (key: string, params?: Record<string, unknown>): string => i18next.t(`msg:${key}`, { defaultValue: key, ...params });

export { i18next };
