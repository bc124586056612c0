import { WalletOutlined } from '@ant-design/icons';
import { holdsWallet, type UserInfo } from '@portal/shared/user-info';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { prepayQuery } from '@/lib/auth.ts';

const ADVANCE_PAYMENT_PATH = '/finance/advancePayment';

/** The prepaid balance: a customer whose prepaid account is open (spec 6), to an account holding the wallet's page. */
export function PrepayCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('dashboard');
  const enabled = holdsWallet(user);
  // The shell polls and refreshes the balance; this only reads it.
  const { data, isError } = useQuery({ ...prepayQuery, enabled, refetchOnMount: false });
  if (!enabled) return null;
  return (
    <div className="dashboard-prepay">
      <span className="dashboard-prepay__label">
        <WalletOutlined aria-hidden /> {t('prepayBalance')}
      </span>
      {data ? (
        <span className="dashboard-prepay__amount">{data.accountAmountFormat}</span>
      ) : isError ? (
        <span className="dashboard-prepay__amount dashboard-prepay__amount--muted">{t('prepayUnavailable')}</span>
      ) : (
        <Skeleton.Input active size="small" />
      )}
      <Link to={ADVANCE_PAYMENT_PATH} className="dashboard-prepay__link">
        {t('prepayDetails')}
      </Link>
    </div>
  );
}
