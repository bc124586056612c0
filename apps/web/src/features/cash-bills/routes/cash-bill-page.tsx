import { useTranslation } from 'react-i18next';
import { CashBillsView } from '../components/cash-bills-view.tsx';

/** cashBill (spec 2): the cash bills. */
export default function CashBillPage() {
  const { t } = useTranslation('cashBills');
  return <CashBillsView tabKey="cashBill" title={t('title')} />;
}
