import { formatRinggit } from '@portal/shared/money';
import type { MonthlyBill } from '@portal/shared/statements';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';

/** A statement's status tag: paid, unpaid, or unpaid past its due date (the list kit's readable tag colours). */
export function BillStatusTag({ bill }: { bill: MonthlyBill }) {
  const { t } = useTranslation('statements');
  if (bill.status === 'PAID') return <CellTag color="green">{t('status.PAID')}</CellTag>;
  return bill.overdue ? <CellTag color="red">{t('status.overdue')}</CellTag> : <CellTag color="orange">{t('status.UNPAID')}</CellTag>;
}

/** A statement's figures: shipments, adjustments, SST and what is due, with the month and terms. */
export function BillFigures({ bill }: { bill: MonthlyBill }) {
  const { t } = useTranslation('statements');
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'billNo', label: t('columns.billNo'), children: bill.billNo },
        { key: 'billMonth', label: t('columns.billMonth'), children: bill.billMonth },
        { key: 'status', label: t('columns.status'), children: <BillStatusTag bill={bill} /> },
        { key: 'shipments', label: t('columns.shipments'), children: bill.shipments },
        { key: 'pieces', label: t('columns.pieces'), children: bill.pieces },
        { key: 'dueDate', label: t('columns.dueDate'), children: bill.dueDate },
        { key: 'freight', label: t('columns.freightSen'), children: formatRinggit(bill.freightSen) },
        { key: 'insurance', label: t('columns.insuranceSen'), children: formatRinggit(bill.insuranceSen) },
        { key: 'codFee', label: t('columns.codFeeSen'), children: formatRinggit(bill.codFeeSen) },
        ...(bill.discountSen > 0
          ? [{ key: 'discount', label: t('columns.discountSen'), children: `−${formatRinggit(bill.discountSen)}` }]
          : []),
        { key: 'shipmentsSen', label: t('columns.shipmentsSen'), children: formatRinggit(bill.shipmentsSen) },
        { key: 'adjustments', label: t('columns.adjustmentsSen'), children: formatRinggit(bill.adjustmentsSen) },
        { key: 'taxable', label: t('columns.taxableSen'), children: formatRinggit(bill.taxableSen) },
        { key: 'sst', label: t('columns.sstSen'), children: formatRinggit(bill.sstSen) },
        { key: 'total', label: t('columns.totalSen'), children: <strong>{formatRinggit(bill.totalSen)}</strong> },
      ]}
    />
  );
}
