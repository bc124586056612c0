import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../use-profile.ts';

/**
 * Default sender and receiver addresses (spec 2). The address books are a later release, so this
 * says so plainly; the buttons to manage them show only with both address pages in the menu.
 */
export function DefaultAddresses({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { canManageAddresses } = useProfile();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };
  return (
    <>
      <p style={{ margin: '0 0 12px' }}>{t('addresses.notYet')}</p>
      {canManageAddresses && (
        <Space wrap>
          <Button icon={<SendOutlined aria-hidden />} onClick={() => go('/addressManagement/senderAddress')}>
            {t('addresses.manageSender')}
          </Button>
          <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => go('/addressManagement/receiverAddress')}>
            {t('addresses.manageReceiver')}
          </Button>
        </Space>
      )}
    </>
  );
}
