import { useTranslation } from 'react-i18next';
import { withAntd } from '@/app/antd-provider.tsx';
import { ResultScreen } from '@/components/result-pages.tsx';

/** Where the payment gateway returns after a top-up (spec 2); top-up is not built yet. */
function Page() {
  const { t } = useTranslation();
  return <ResultScreen status="info" title={t('status.paymentTitle')} text={t('status.paymentNotAvailable')} />;
}

export const Component = withAntd(Page);
