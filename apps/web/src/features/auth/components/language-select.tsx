import { LANGS, type Lang } from '@portal/shared/lang';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, switchLanguage } from '@/lib/i18n.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * The language choice of the public pages; choosing reloads the page in it (spec 1). A native
 * select: fully keyboard and screen-reader friendly, and it keeps antd's Select off the login page.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('auth');
  return (
    <label className="auth-language">
      <GlobeIcon />
      <select aria-label={t('language')} value={i18n.language} onChange={(e) => switchLanguage(e.target.value as Lang)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={HTML_LANG[lang]}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
