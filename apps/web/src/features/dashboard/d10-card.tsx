import { FieldTimeOutlined } from '@ant-design/icons';
import { CLAIMS_PAGE } from '@portal/shared/claims';
import { DASHBOARD_PAGE } from '@portal/shared/dashboard';
import type { UserInfo } from '@portal/shared/user-info';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useD10 } from './api/d10.ts';

const CLAIMS_PATH = '/complaint/claimsManagement';

/**
 * D10 (issue 18): how many of the customer's parcels were picked up ten or more days ago and are still
 * not delivered, beside the balance (the same side-card look), linking to the claims page when held.
 */
export function D10Card({ user }: { user: UserInfo }) {
  const { t } = useTranslation('dashboard');
  const enabled = user.accountType !== 'ADMIN' && user.funcs.some((f) => f.FUNCPATH === DASHBOARD_PAGE);
  const { data, isError } = useD10(enabled);
  if (!enabled || isError) return null;
  const hasClaims = user.funcs.some((f) => f.FUNCPATH === CLAIMS_PAGE);
  return (
    <div className="dashboard-prepay" data-testid="d10-card">
      <span className="dashboard-prepay__label">
        <FieldTimeOutlined aria-hidden /> {t('d10Title')}
      </span>
      {data ? (
        <span className="dashboard-prepay__amount">
          {data.count} <span className="dashboard-prepay__label">{t('d10Parcels')}</span>
        </span>
      ) : (
        <Skeleton.Input active size="small" />
      )}
      {hasClaims && (
        <Link to={CLAIMS_PATH} className="dashboard-prepay__link">
          {t('d10Link')}
        </Link>
      )}
    </div>
  );
}
