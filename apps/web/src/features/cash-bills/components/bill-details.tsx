import type { CashBillLine } from '@portal/shared/cash-bill';
import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { Alert, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useCashBillDetails } from '../api/get-cash-bill-details.ts';

const PAGE_SIZE = 20;

/** One bill's shipments, each with its receipt number, how it was paid and the invoice it is on. */
export function BillDetails({ billNo }: { billNo: string }) {
  const { t } = useTranslation('cashBills');
  const [page, setPage] = useState(1);
  const details = useCashBillDetails(billNo, page, PAGE_SIZE);
  if (details.isError) return <Alert type="error" showIcon title={refusalText(details.error)} />;
  const columns: TableColumnsType<CashBillLine> = [
    { title: t('details.waybillNo'), dataIndex: 'waybillNo', width: 150 },
    { title: t('details.receiptNo'), dataIndex: 'receiptNo', width: 160 },
    { title: t('details.paidBy'), dataIndex: 'paidBy', width: 150, render: (v: CashBillLine['paidBy']) => t(`paidBy.${v}`) },
    { title: t('details.pickedUpAt'), dataIndex: 'pickedUpAt', width: 140, render: (v: string) => malaysiaTime(new Date(v)) },
    { title: t('details.receiverName'), dataIndex: 'receiverName', width: 180, ellipsis: true },
    { title: t('details.amountSen'), dataIndex: 'amountSen', align: 'right', width: 110, render: formatRinggit },
    { title: t('details.sstSen'), dataIndex: 'sstSen', align: 'right', width: 90, render: formatRinggit },
    { title: t('details.totalSen'), dataIndex: 'totalSen', align: 'right', width: 110, render: formatRinggit },
    { title: t('details.invoiceNo'), dataIndex: 'invoiceNo', width: 150, render: (v: string | null) => v ?? '-' },
  ];
  return (
    <ScrollTable<CashBillLine>
      tableTitle={t('details.title', { billNo })}
      rowKey="waybillNo"
      size="small"
      loading={details.isFetching}
      columns={columns}
      dataSource={details.data?.list ?? []}
      scroll={{ x: 1280 }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: details.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
