import { BankOutlined, CodeOutlined, FilePdfOutlined, FileSearchOutlined } from '@ant-design/icons';
import { type MonthlyBill, onlinePaymentRefusal, STATEMENT_STATUSES } from '@portal/shared/statements';
import { malaysiaDate } from '@portal/shared/time';
import { Button } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { downloadEInvoice, downloadInvoicePdf } from '@/components/invoices';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { goToBank } from '@/lib/payment-return.ts';
import { getPaymentPage } from '../api/get-payment-page.ts';
import { printStatementInvoices } from '../api/print-statement-invoices.ts';
import { StatementDrawer } from './statement-drawer.tsx';

/** The months a filter offers: this one and the 35 before it, newest first. */
function recentMonths(): string[] {
  const [y, m] = malaysiaDate(0).split('-').map(Number) as [number, number];
  return Array.from({ length: 36 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The customer's monthly statements on the list kit (getMonthlyBills, exportBills): filtered by
 * month range, payment status and number; a row's details open in a drawer. A statement's invoice is
 * issued on its first print into the download centre (printInvoiceNewAsync), then downloads at once.
 * An unpaid statement is paid online at the bank (getPaymentPage); the row reads Paid once the bank confirms.
 */
export function StatementsList({ tabKey, title, beforeTable }: { tabKey: string; title: string; beforeTable?: ReactNode }) {
  const { t } = useTranslation('statements');
  const { message } = useFeedback();
  const [opened, setOpened] = useState<{ billNo: string; open: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const sendInvoices = useCallback(
    async (billNos: string[], after?: () => unknown) => {
      setSending(true);
      try {
        await printStatementInvoices(billNos);
        message.success(t('invoices.invoiceSent'));
        await after?.();
      } catch (err) {
        message.error(refusalText(err));
      } finally {
        setSending(false);
      }
    },
    [t, message],
  );
  const rowActions = useMemo(
    (): RowAction<MonthlyBill>[] => [
      {
        key: 'details',
        label: t('details.open'),
        icon: <FileSearchOutlined />,
        onClick: (row) => setOpened({ billNo: row.billNo, open: true }),
      },
      {
        key: 'invoice',
        label: t('invoices.invoice'),
        icon: <FilePdfOutlined />,
        visible: (row) => row.invoiceNos.length === 0,
        onClick: (row, list) => void sendInvoices([row.billNo], () => list.refresh()),
      },
      {
        key: 'invoicePdf',
        label: t('invoices.invoicePdf'),
        icon: <FilePdfOutlined />,
        visible: (row) => row.invoiceNos.length > 0,
        onClick: (row) =>
          void downloadInvoicePdf(row.invoiceNos[0]!)
            .then(() => message.success(t('invoices.invoiceDownloaded')))
            .catch((err: unknown) => message.error(refusalText(err))),
      },
      // After the invoice's own: an invoiced unpaid row has four actions, the last two under 'more', the PDF still a button.
      {
        key: 'payOnline',
        label: t('payOnline'),
        icon: <BankOutlined />,
        visible: (row) => onlinePaymentRefusal(row) === null,
        onClick: (row) =>
          void getPaymentPage(row.billNo)
            .then(({ paymentURL }) => goToBank(paymentURL))
            .catch((err: unknown) => message.error(refusalText(err))),
      },
      {
        key: 'eInvoice',
        label: t('invoices.eInvoice'),
        icon: <CodeOutlined />,
        visible: (row) => row.invoiceNos.length > 0,
        onClick: (row) => void downloadEInvoice(row.invoiceNos[0]!).catch((err: unknown) => message.error(refusalText(err))),
      },
    ],
    [t, message, sendInvoices],
  );
  const filters = useMemo((): FilterField[] => {
    const months = recentMonths().map((month) => ({ value: month, label: month }));
    return [
      { kind: 'select', name: 'monthFrom', label: 'statements:filters.monthFrom', options: months },
      { kind: 'select', name: 'monthTo', label: 'statements:filters.monthTo', options: months },
      {
        kind: 'status',
        name: 'status',
        label: 'statements:filters.status',
        options: STATEMENT_STATUSES.map((s) => ({ value: s, label: `statements:status.${s}` })),
      },
      { kind: 'text', name: 'billNo', label: 'statements:filters.billNo' },
    ];
  }, []);
  return (
    <>
      <ListPage<MonthlyBill>
        tabKey={tabKey}
        title={title}
        filters={filters}
        exportFileName={title}
        beforeTable={beforeTable}
        rowActions={rowActions}
        toolbarExtra={(selected) => (
          <Button
            icon={<FilePdfOutlined />}
            disabled={selected.length === 0}
            loading={sending}
            onClick={() => void sendInvoices(selected.map((r) => r.billNo))}
          >
            {t('invoices.invoiceSelected')}
          </Button>
        )}
      />
      {opened && <StatementDrawer billNo={opened.billNo} open={opened.open} onClose={() => setOpened({ ...opened, open: false })} />}
    </>
  );
}
