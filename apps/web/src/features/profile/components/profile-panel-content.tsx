import { useTranslation } from 'react-i18next';
import { useProfile } from '../use-profile.ts';
import { BankDetails } from './bank-details.tsx';
import { DefaultAddresses } from './default-addresses.tsx';
import { MyInfoDetails } from './my-info-details.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ProfileTheme } from './profile-theme.tsx';

/** The panel's body, rendered only while it is open (the drawer destroys it when hidden). */
export function ProfilePanelContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('profile');
  const { isMain, isAdmin } = useProfile();
  return (
    <ProfileTheme>
      <ProfileHeader headingLevel={2} />
      <div style={{ marginTop: 16 }}>
        <ProfileActions />
      </div>
      <ProfileSection title={t('sections.myInfo')}>
        <MyInfoDetails column={1} />
      </ProfileSection>
      {isMain && (
        <ProfileSection title={t('sections.bank')}>
          <BankDetails column={1} />
        </ProfileSection>
      )}
      {!isAdmin && (
        <ProfileSection title={t('sections.addresses')}>
          <DefaultAddresses onNavigate={onNavigate} />
        </ProfileSection>
      )}
    </ProfileTheme>
  );
}
