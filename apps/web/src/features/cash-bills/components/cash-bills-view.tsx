import { CodeOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { CashBillRow } from '@portal/shared/cash-bill';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { downloadEInvoice } from '@/components/invoices';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { printCashInvoice } from '../api/print-cash-invoice.ts';
import { printCashInvoicesAsync } from '../api/print-cash-invoices-async.ts';
import { BillDetails } from './bill-details.tsx';

/**
 * The cash bills (spec 2 cashBill, cashBillNew; issue 17): a bill a day with its figures, its
 * shipments and receipts (view), its invoice PDF (issued on the first print) and MyInvois JSON, and
 * the selected bills' invoices sent to the download centre. The two pages differ by their table.
 */
export function CashBillsView({ tabKey, title }: { tabKey: 'cashBill' | 'cashBillNew'; title: string }) {
  const { t } = useTranslation('cashBills');
  const { message } = useFeedback();
  const [sending, setSending] = useState(false);
  const filters = useMemo((): FilterField[] => [{ kind: 'dateRange', name: 'day', label: 'cashBills:filters.day' }], []);
  const rowActions = useMemo(
    (): RowAction<CashBillRow>[] => [
      {
        key: 'invoice',
        label: t('actions.invoice'),
        icon: <FilePdfOutlined />,
        onClick: (row, list) =>
          void printCashInvoice(row.billNo)
            .then(() => {
              message.success(t('invoiceDownloaded'));
              return list.refresh();
            })
            .catch((err: unknown) => message.error(refusalText(err))),
      },
      {
        key: 'eInvoice',
        label: t('actions.eInvoice'),
        icon: <CodeOutlined />,
        visible: (row) => row.invoiceNos.length > 0,
        onClick: (row) => void downloadEInvoice(row.invoiceNos.at(-1)!).catch((err: unknown) => message.error(refusalText(err))),
      },
    ],
    [t, message],
  );
  const sendSelected = async (rows: CashBillRow[]) => {
    setSending(true);
    try {
      await printCashInvoicesAsync(rows.map((r) => r.billNo));
      message.success(t('sentToCentre'));
    } catch (err) {
      message.error(refusalText(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <ListPage<CashBillRow>
      tabKey={tabKey}
      title={title}
      filters={filters}
      exportFileName={title}
      beforeTable={<Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>}
      detail={{ title: t('actions.details'), width: 1100, render: (row) => <BillDetails billNo={row.billNo} /> }}
      rowActions={rowActions}
      toolbarExtra={(selected) => (
        <Button icon={<FilePdfOutlined />} disabled={selected.length === 0} loading={sending} onClick={() => void sendSelected(selected)}>
          {t('actions.invoiceSelected')}
        </Button>
      )}
    />
  );
}
