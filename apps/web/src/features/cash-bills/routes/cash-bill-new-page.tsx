import { useTranslation } from 'react-i18next';
import { CashBillsView } from '../components/cash-bills-view.tsx';

/** cashBillNew (spec 2): the cash bills with the SST split and what is not yet invoiced shown. */
export default function CashBillNewPage() {
  const { t } = useTranslation('cashBills');
  return <CashBillsView tabKey="cashBillNew" title={t('titleNew')} />;
}
