import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withAntd } from '@/app/antd-provider.tsx';

/** Where the payment gateway returns after a top-up (spec 2); top-up is not built yet. */
function Page() {
  const { t } = useTranslation();
  return (
    <main className="portal-result-page">
      <Result
        status="info"
        title={t('status.paymentTitle')}
        subTitle={t('status.paymentNotAvailable')}
        extra={
          <Link to="/">
            <Button type="primary">{t('result.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}

export const Component = withAntd(Page);
