import { WalletOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrepayBalance } from './use-prepay.ts';

/** The dialog and its forms load when the button is first pressed: the shell stays light. */
const TopUpDialog = lazy(() => import('@/features/topup/top-up-dialog.tsx'));

/**
 * The prepaid balance with its top-up button (spec 2), as a card in the sidebar or inline in
 * the top bar. Renders nothing unless the customer's prepaid account is open.
 */
export function PrepayBalance({ variant }: { variant: 'card' | 'inline' }) {
  const { t } = useTranslation('layout');
  const { enabled, account, failed } = usePrepayBalance();
  const [topUpOpen, setTopUpOpen] = useState(false);
  if (!enabled) return null;
  const amount = account ? account.accountAmountFormat : failed ? t('prepay.unavailable') : null;
  return (
    <div className={`portal-prepay portal-prepay--${variant}`} data-testid="prepay-balance">
      <WalletOutlined className="portal-prepay__icon" aria-hidden />
      <div className="portal-prepay__text">
        <span className="portal-prepay__label">{t('prepay.balance')}</span>
        {amount === null ? (
          <Skeleton.Input active size="small" className="portal-prepay__loading" />
        ) : (
          <span className="portal-prepay__amount">{amount}</span>
        )}
      </div>
      <Button type={variant === 'card' ? 'primary' : 'default'} size="small" onClick={() => setTopUpOpen(true)}>
        {t('prepay.topUp')}
      </Button>
      {topUpOpen ? (
        <Suspense fallback={null}>
          <TopUpDialog open={topUpOpen} onClose={() => setTopUpOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
