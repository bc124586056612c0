import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import type { AddressRow } from '@portal/shared/address';
import { groupPhone } from '@portal/shared/table-config';
import { Alert, Button, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDefaultAddresses } from '../api/get-default-addresses.ts';
import { useProfile } from '../use-profile.ts';

/** One default entry: who, their phone, then the address with postcode, town and state. */
function AddressLines({ entry }: { entry: AddressRow | null }) {
  const { t } = useTranslation('profile');
  if (!entry) return <Typography.Text type="secondary">{t('addresses.none')}</Typography.Text>;
  return (
    <div>
      <div>
        <strong>{entry.name}</strong> · {groupPhone(entry.contacts)}
      </div>
      <div>{[entry.address, `${entry.postcode} ${entry.city}`.trim(), entry.prov].filter(Boolean).join(', ')}</div>
    </div>
  );
}

/**
 * Default sender and receiver addresses (spec 2 "User detail panel"); the buttons to manage them
 * show only with both address pages in the menu (spec 6).
 */
export function DefaultAddresses({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { canManageAddresses } = useProfile();
  const defaults = useDefaultAddresses();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };
  return (
    <>
      {defaults.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : defaults.isError ? (
        <Alert type="warning" showIcon title={t('addresses.loadFailed')} />
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'sender', label: t('addresses.sender'), children: <AddressLines entry={defaults.data.sender} /> },
            { key: 'receiver', label: t('addresses.receiver'), children: <AddressLines entry={defaults.data.receiver} /> },
          ]}
        />
      )}
      {canManageAddresses && (
        <Space wrap style={{ marginTop: 12 }}>
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
