import {
  CloudDownloadOutlined,
  DownOutlined,
  GlobalOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '@/lib/i18n.ts';
import { DOWNLOAD_CENTER_PATH } from '@/lib/paths.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { chooseLanguage, LANGUAGE_KEY_PREFIX, languageItems } from './language-items.tsx';
import { useSessionExit } from './session-exit.ts';
import type { ShellDialog } from './shell-dialog.ts';

/**
 * The user dropdown (spec 2): layout settings, language, personal info (not for the
 * administrator), the download centre (issue 3), the privacy notice and logout. The header names
 * 'Super Admin' for the administrator, otherwise the customer with its code.
 */
export function UserMenu({ onOpen }: { onOpen: (dialog: ShellDialog) => void }) {
  const { t } = useTranslation(['layout', 'exports']);
  const navigate = useNavigate();
  const leave = useSessionExit();
  const user = useUserInfo();
  const admin = user.accountType === 'ADMIN';
  const name = admin ? t('superAdmin') : user.cusName;

  const items: MenuProps['items'] = [
    { key: 'layoutSettings', icon: <LayoutOutlined />, label: t('userMenu.layoutSettings') },
    { key: 'language', icon: <GlobalOutlined />, label: t('userMenu.language'), children: languageItems() },
    ...(admin ? [] : [{ key: 'profile', icon: <IdcardOutlined />, label: t('userMenu.personalInfo') }]),
    { key: 'downloadCenter', icon: <CloudDownloadOutlined />, label: t('exports:centre.title') },
    { key: 'privacy', icon: <SafetyOutlined />, label: t('userMenu.privacy') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('userMenu.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (chooseLanguage(key)) return;
    if (key === 'logout') return leave({ reason: 'logout' });
    if (key === 'downloadCenter') return navigate(DOWNLOAD_CENTER_PATH);
    onOpen(key as ShellDialog);
  };

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{ items, onClick, selectedKeys: [`${LANGUAGE_KEY_PREFIX}${currentLang()}`] }}
      placement="bottomRight"
    >
      <Button type="text" className="portal-user" aria-label={t('a11y.userMenu', { name })} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} className="portal-user__avatar" />
        <span className="portal-user__text portal-hide-mobile">
          <span className="portal-user__name">{name}</span>
          {!admin && <span className="portal-user__code">{user.cusCode}</span>}
        </span>
        <DownOutlined className="portal-user__caret portal-hide-mobile" />
      </Button>
    </Dropdown>
  );
}
