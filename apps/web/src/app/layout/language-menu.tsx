import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, LANGUAGE_NAMES } from '@/lib/i18n.ts';
import { chooseLanguage, LANGUAGE_KEY_PREFIX, languageItems } from './language-items.tsx';

/** The language selector of the top bar (spec 2); the name is hidden on narrow screens. */
export function LanguageMenu() {
  const { t } = useTranslation('layout');
  const lang = currentLang();
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: languageItems(),
        selectable: true,
        selectedKeys: [`${LANGUAGE_KEY_PREFIX}${lang}`],
        onClick: ({ key }) => chooseLanguage(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('a11y.language', { lang: LANGUAGE_NAMES[lang] })}>
        <span className="portal-hide-mobile">{LANGUAGE_NAMES[lang]}</span>
      </Button>
    </Dropdown>
  );
}
