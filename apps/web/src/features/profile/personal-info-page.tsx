import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankDetails } from './components/bank-details.tsx';
import { DefaultAddresses } from './components/default-addresses.tsx';
import { EInvoiceDetails } from './components/e-invoice-details.tsx';
import { MyInfoDetails } from './components/my-info-details.tsx';
import { ProfileActions } from './components/profile-actions.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { ProfileTheme } from './components/profile-theme.tsx';
import { useProfile } from './use-profile.ts';

/** /personalSetting/personalInfo: the user detail panel's information as a page, same actions. */
export default function PersonalInfoPage() {
  const { t } = useTranslation('profile');
  const { isMain, isAdmin } = useProfile();
  return (
    <ProfileTheme>
      <div style={{ display: 'grid', gap: 16 }}>
        <Card>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
            {/* The person is what this page is about: their name is its heading. */}
            <ProfileHeader headingLevel={1} />
            <ProfileActions />
          </div>
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={isAdmin ? 24 : 14}>
            <Card title={t('sections.myInfo')} style={{ height: '100%' }}>
              <MyInfoDetails column={{ xs: 1, sm: 2 }} />
            </Card>
          </Col>
          {!isAdmin && (
            <Col xs={24} xl={10} style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
              {isMain && (
                <Card title={t('sections.bank')}>
                  <BankDetails column={1} />
                </Card>
              )}
              {isMain && (
                <Card title={t('sections.eInvoice')}>
                  <EInvoiceDetails />
                </Card>
              )}
              <Card title={t('sections.addresses')}>
                <DefaultAddresses />
              </Card>
            </Col>
          )}
        </Row>
      </div>
    </ProfileTheme>
  );
}
