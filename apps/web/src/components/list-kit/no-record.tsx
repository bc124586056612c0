import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * An empty table's 'No Record' (spec 2). antd greys its placeholder to the disabled colour, too
 * faint to read (axe colour contrast); the text is the secondary colour instead.
 */
export function NoRecord() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{t('state.noRecord')}</span>;
}
