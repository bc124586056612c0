import { formatRinggit } from '@portal/shared/money';
import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLatestBill } from '../api/get-monthly-bills.ts';
import { BillStatusTag } from '../components/bill-figures.tsx';
import { StatementsList } from '../components/statements-list.tsx';
import '../statements.css';

/** The latest statement at a glance: its month, total due, due date and payment. */
function LatestBill() {
  const { t } = useTranslation('statements');
  const latest = useLatestBill();
  if (latest.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const bill = latest.data?.list[0];
  if (!bill) return <Card size="small">{t('summary.none')}</Card>;
  return (
    <Card
      size="small"
      title={`${t('summary.latest')}: ${bill.billMonth}`}
      extra={<BillStatusTag bill={bill} />}
      className="statements__latest"
    >
      <Statistic title={t('columns.totalSen')} value={formatRinggit(bill.totalSen)} />
      <Statistic title={t('columns.dueDate')} value={bill.dueDate} />
      <Statistic title={t('columns.shipments')} value={bill.shipments} />
      <Statistic title={t('columns.sstSen')} value={formatRinggit(bill.sstSen)} />
    </Card>
  );
}

/** Monthly statements, new layout (spec page monthlyStatementNew): the latest statement above the same list. */
export default function MonthlyStatementNewPage() {
  const { t } = useTranslation('statements');
  return <StatementsList tabKey="monthlyStatementNew" title={t('titleNew')} beforeTable={<LatestBill />} />;
}
