import { Avatar, Typography } from 'antd';
import { useProfile } from '../use-profile.ts';
import { AccountTypeTag } from './account-type-tag.tsx';

/** Who this is at a glance: the person, their account and its kind. */
export function ProfileHeader({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { user } = useProfile();
  const shownName = user.name || user.cusName || user.loginCode;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar size={56} src={user.photo || undefined} style={{ background: '#E60000', flex: 'none', fontSize: 22 }}>
        {shownName.slice(0, 1).toUpperCase()}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={headingLevel} style={{ margin: 0, fontSize: 18 }} ellipsis>
          {shownName}
        </Typography.Title>
        <div style={{ marginTop: 4, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
          <AccountTypeTag />
          <Typography.Text>{user.loginCode}</Typography.Text>
        </div>
      </div>
    </div>
  );
}
