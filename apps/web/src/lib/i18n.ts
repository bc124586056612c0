import { HTML_LANG, LANGS, type Lang, parseLang } from '@portal/shared/lang';
import type { MessageKey } from '@portal/shared/messages';
import { i18nextCount } from '@portal/shared/plural-count';
import { FIRST_UI_NAMESPACES, loadUiTexts, UI_NAMESPACES } from '@portal/shared/ui-texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie, local, setCookie } from './storage.ts';

/** The language cookie the portal has always used; it defaults to en (spec 1). */
const LANG_COOKIE = 'language';

export const currentLang = (): Lang => parseLang(getCookie(LANG_COOKIE));

/** Each language named in itself (an endonym), so it is found whatever the page is shown in. */
export const LANGUAGE_NAMES: Record<Lang, string> = { zh: '中文', en: 'English', ml: 'Bahasa Melayu' };

export { HTML_LANG };

/** Choosing a language reloads the page (spec 1), so every text and the menu come back in it. */
export function switchLanguage(lang: Lang): void {
  setCookie(LANG_COOKIE, lang);
  window.location.reload();
}

/** /login waits only for its own texts (FIRST_UI_NAMESPACES); every other page loads the rest first (`loadAllTexts`, in the routes). */
const LATER_NAMESPACES = UI_NAMESPACES.filter((ns) => !(FIRST_UI_NAMESPACES as readonly string[]).includes(ns));

/** The server's message table as the `msg` namespace: one chunk a language (vite.config.ts). */
const MESSAGE_LOADERS: Record<Lang, () => Promise<{ default: Record<string, string>; countParams: Record<string, string> }>> = {
  zh: () => import('virtual:portal-messages/zh'),
  en: () => import('virtual:portal-messages/en'),
  ml: () => import('virtual:portal-messages/ml'),
};

let markInitialised!: () => void;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/** Shipped texts arriving after the start: an administrator's words (the pack) already applied stay. */
const addShipped = (lang: Lang, ns: string, texts: object): void => {
  i18next.addResourceBundle(lang, ns, texts, true, false);
};

let messagesLoaded: Promise<void> | null = null;
/** Each counted message's counting placeholder, from the messages' chunk. */
let countParams: Readonly<Record<string, string>> = {};
let allLoaded: Promise<void> | null = null;

/** The server messages in the page's language, on first need (a rule's message on /login, any other page). */
export function loadMessages(): Promise<void> {
  const lang = currentLang();
  messagesLoaded ??= Promise.all([MESSAGE_LOADERS[lang](), initialised]).then(([texts]) => {
    countParams = texts.countParams;
    addShipped(lang, 'msg', texts.default);
  });
  return messagesLoaded;
}

/** Every text of the page's language: what any page but /login has before it renders (routes.tsx). */
export function loadAllTexts(): Promise<void> {
  const lang = currentLang();
  allLoaded ??= Promise.all([loadUiTexts(lang, LATER_NAMESPACES), loadMessages(), initialised]).then(([ui]) => {
    for (const [ns, texts] of Object.entries(ui)) addShipped(lang, ns, texts);
  });
  return allLoaded;
}

/**
 * Starts the page's texts; main.tsx awaits it before the first render. A function, not work done on
 * import: the build imports the login page in Node to write its static markup (features/auth/prerender).
 */
export async function startI18n(): Promise<typeof i18next> {
  const lang = currentLang();
  // A page other than /login needs every text: its download starts now, beside the first ones.
  if (window.location.pathname !== '/login') void loadAllTexts();
  const ui = await loadUiTexts(lang, FIRST_UI_NAMESPACES);
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: [...FIRST_UI_NAMESPACES],
    defaultNS: 'common',
    resources: { [lang]: ui as Record<string, Record<string, string>> },
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts arriving later (the rest of the language, the administrator's changes) re-render pages.
    react: { bindI18nStore: 'added' },
  });
  applyPack(lang, readCachedPack(lang));
  document.documentElement.lang = HTML_LANG[lang];
  markInitialised();
  // The pack (every text of the language, 36 KB gzip) is checked once the page has drawn: on /login it
  // would otherwise share the network and the main thread with the login page's own chunks.
  whenIdle(() => void refreshPack(lang));
  return i18next;
}

/** After the first paint, when the browser has a moment (at most 2 s later). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * The language pack the administrator maintains (spec 7 getI18nJson), cached by version in the
 * browser: applied over the shipped texts at once, then checked against the server's version.
 */
interface CachedPack {
  version: number;
  texts: Record<string, Record<string, string>>;
}

const packKey = (lang: Lang) => `i18nPack.${lang}`;

function readCachedPack(lang: Lang): CachedPack | null {
  return local.getJson<CachedPack>(packKey(lang));
}

function applyPack(lang: Lang, pack: CachedPack | null): void {
  if (!pack) return;
  for (const [ns, texts] of Object.entries(pack.texts)) i18next.addResources(lang, ns, texts);
}

/** After the administrator saves a text: this tab shows it at once (other tabs on their next load). */
export const refreshLanguagePack = (): Promise<void> => refreshPack(currentLang());

async function refreshPack(lang: Lang): Promise<void> {
  const cached = readCachedPack(lang);
  try {
    // A plain fetch: the API client depends on this module for its texts.
    const res = await fetch('/api/getI18nJson.do', {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang },
      body: JSON.stringify({ parameter: { version: cached?.version ?? 0, lang } }),
    });
    const reply = (await res.json()) as {
      success?: boolean;
      data?: { version: number; upToDate?: boolean } & Partial<Record<Lang, CachedPack['texts']>>;
    };
    const data = reply.data;
    if (!reply.success || !data || data.upToDate || !data[lang]) return;
    const pack = { version: data.version, texts: data[lang] };
    local.setJson(packKey(lang), pack);
    applyPack(lang, pack);
  } catch {
    // Spec 8: a language pack that cannot load is only logged; the shipped texts stay.
    console.warn('language pack not refreshed');
  }
}

/** Translates a server message key (a zod rule's message, say) in the current language. */
/**
 * Whether `key` is one of the server messages loaded in the page's language (loadMessages): a
 * catalogue key rather than a bare text, told without loading the whole table (shared validation.ts).
 */
export const isLoadedMessage = (key: string): key is MessageKey =>
  Object.hasOwn(i18next.getResourceBundle(currentLang(), 'msg') ?? {}, key);

export const msg = (key: string, params?: Record<string, unknown>): string =>
  i18next.t(`msg:${key}`, { defaultValue: key, ...params, ...i18nextCount(key, params, countParams) });

export { i18next };
