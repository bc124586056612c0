import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { orDash } from '../format.ts';
import { useProfile } from '../use-profile.ts';

/** Bank details: main accounts only (spec 6); the statement is offered when it has a URL. */
export function BankDetails({ column }: { column: DescriptionsProps['column'] }) {
  const { t } = useTranslation('profile');
  const { user } = useProfile();
  const statement = user.bankStatementUrl ? (
    <a href={user.bankStatementUrl} target="_blank" rel="noopener noreferrer">
      <DownloadOutlined aria-hidden /> {user.bankStatement || t('bank.download')}
    </a>
  ) : (
    orDash(user.bankStatement)
  );
  return (
    <Descriptions
      column={column}
      size="small"
      items={[
        { key: 'holder', label: t('bank.holder'), children: orDash(user.holder) },
        { key: 'bankName', label: t('bank.bankName'), children: orDash(user.bankName) },
        { key: 'bankAccount', label: t('bank.bankAccount'), children: orDash(user.bankAccount) },
        { key: 'bankStatement', label: t('bank.bankStatement'), children: statement },
      ]}
    />
  );
}
