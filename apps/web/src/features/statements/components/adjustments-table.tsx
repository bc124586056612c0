import { formatRinggit } from '@portal/shared/money';
import type { MonthlyBillAdjustment } from '@portal/shared/statements';
import { malaysiaTime } from '@portal/shared/time';
import { Alert, Table, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { useBillAdjustments } from '../api/get-bill-adjustments.ts';

/** The statement's adjustments by the courier's staff: re-weighs, surcharges and credit notes. */
export function AdjustmentsTable({ billNo }: { billNo: string }) {
  const { t } = useTranslation('statements');
  const adjustments = useBillAdjustments(billNo);
  const { token } = theme.useToken();
  if (adjustments.isError) return <Alert type="error" showIcon message={refusalText(adjustments.error)} />;
  return (
    <Table<MonthlyBillAdjustment>
      size="small"
      rowKey="id"
      loading={adjustments.isPending}
      dataSource={adjustments.data?.list ?? []}
      pagination={false}
      aria-label={t('details.adjustments')}
      // antd greys the empty text too faint to read (axe colour contrast): the secondary colour, as NoRecord does.
      locale={{ emptyText: <span style={{ color: token.colorTextSecondary }}>{t('details.noAdjustments')}</span> }}
      columns={[
        { key: 'kind', title: t('columns.kind'), dataIndex: 'kind', render: (kind: string) => t(`kind.${kind}`) },
        { key: 'waybillNo', title: t('columns.waybillNo'), dataIndex: 'waybillNo' },
        { key: 'reason', title: t('columns.reason'), dataIndex: 'reason' },
        {
          key: 'amountSen',
          title: t('columns.amount'),
          dataIndex: 'amountSen',
          align: 'right',
          render: (sen: number) => formatRinggit(sen),
        },
        { key: 'createdAt', title: t('columns.adjustedAt'), dataIndex: 'createdAt', render: (at: string) => malaysiaTime(new Date(at)) },
      ]}
    />
  );
}
