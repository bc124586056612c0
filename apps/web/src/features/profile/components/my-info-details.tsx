import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { orDash } from '../format.ts';
import { useProfile } from '../use-profile.ts';
import { AccountTypeTag } from './account-type-tag.tsx';

/** Spec 2 "my info": the customer (full and short name, code, site) and this login. */
export function MyInfoDetails({ column }: { column: DescriptionsProps['column'] }) {
  const { t } = useTranslation('profile');
  const { user, isAdmin } = useProfile();
  const site = user.siteName ? `${user.siteName}${user.siteCode ? ` (${user.siteCode})` : ''}` : orDash(user.siteCode);
  const customer = isAdmin
    ? []
    : [
        { key: 'cusLongName', label: t('fields.cusLongName'), children: orDash(user.cusLongName) },
        { key: 'cusName', label: t('fields.cusName'), children: orDash(user.cusName) },
        { key: 'cusCode', label: t('fields.cusCode'), children: orDash(user.cusCode) },
        { key: 'site', label: t('fields.site'), children: site },
      ];
  return (
    <Descriptions
      column={column}
      size="small"
      items={[
        ...customer,
        { key: 'accountType', label: t('fields.accountType'), children: <AccountTypeTag /> },
        { key: 'loginCode', label: t('fields.loginCode'), children: user.loginCode },
        { key: 'name', label: t('fields.name'), children: orDash(user.name) },
        { key: 'mobile', label: t('fields.mobile'), children: orDash(user.mobile) },
        { key: 'email', label: t('fields.email'), children: orDash(user.email) },
      ]}
    />
  );
}
