import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../use-profile.ts';

/** Main account, sub-account or administrator, as a tag. */
export function AccountTypeTag() {
  const { t } = useTranslation('profile');
  const { user } = useProfile();
  const color = user.accountType === 'MAIN' ? 'red' : user.accountType === 'SUB' ? 'blue' : 'default';
  return (
    <Tag color={color} variant="outlined">
      {t(`accountType.${user.accountType}`)}
    </Tag>
  );
}
