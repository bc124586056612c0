import { ContactsOutlined, EditOutlined, PaperClipOutlined, StopOutlined } from '@ant-design/icons';
import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/order';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { PrintLabelsButton } from '../print-labels.tsx';
import { useSummaryParams } from '../summary/use-summary-params.ts';
import { AppendixDialog } from './appendix-dialog.tsx';
import { EditOrderDialog } from './edit-order-dialog.tsx';
import { OrderDetailView } from './order-detail.tsx';
import { orderFilters, STATUS_PARAM } from './order-filters.ts';
import { OrderSummary } from './order-summary.tsx';
import { RevealDialog } from './receiver-text.tsx';
import './order-manage.css';
import type { OrderDetail, OrderListRow } from '@portal/shared/order-manage';
import { useFeedback } from '@/components/feedback-kit';
import { cancelOrder } from '../api/cancel-order.ts';
import { fetchOrderDetail } from '../api/get-order-detail.ts';
import { invalidateOrders, useOrderProducts } from '../api/order-list.ts';

const isStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/**
 * Order management (spec page orderManage, issue 5) on the list kit: the customer's orders newest
 * first, status tabs with their counts and the totals above the table, filters (dates, product, pay
 * method, up to 10 waybill numbers, order number), view with the tracking events, edit and cancel
 * (PENDING only), the receiver's phone and address shown one order at a time, and export (unless the
 * account's exportFlag is 1). The status tab and the date shortcuts live in the URL with the rest.
 */
export default function OrderManagePage() {
  const { t } = useTranslation('orderManage');
  const { message, modal } = useFeedback();
  const user = useUserInfo();
  const products = useOrderProducts();
  const [revealing, setRevealing] = useState<{ row: OrderListRow; open: boolean } | null>(null);
  const [editing, setEditing] = useState<{ row: OrderListRow; open: boolean; opening: number } | null>(null);
  const [appending, setAppending] = useState<{ waybillNo: string; open: boolean } | null>(null);

  const productOptions = useMemo(() => (products.data ?? []).map((p) => ({ value: p.code, label: p.name })), [products.data]);
  const filters = useMemo(() => orderFilters(productOptions, t('filters.waybillNosPlaceholder')), [productOptions, t]);
  const summary = useSummaryParams(filters, STATUS_PARAM);
  const status = isStatus(summary.chosen) ? summary.chosen : null;

  const confirmCancel = (row: OrderListRow) =>
    modal.confirm({
      title: t('cancel.title', { waybillNo: row.waybillNo }),
      content: t('cancel.content'),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.keep'),
      onOk: async () => {
        try {
          await cancelOrder(row.waybillNo);
          message.success(msg('orderCancelled'));
          await invalidateOrders();
        } catch (err) {
          message.error(refusalText(err));
        }
      },
    });

  const rowActions: RowAction<OrderListRow>[] = [
    {
      key: 'reveal',
      label: t('actions.reveal'),
      icon: <ContactsOutlined />,
      onClick: (row) => setRevealing({ row, open: true }),
    },
    {
      key: 'edit',
      label: t('actions.edit'),
      icon: <EditOutlined />,
      visible: (row) => row.canEdit,
      onClick: (row) => setEditing({ row, open: true, opening: (editing?.opening ?? 0) + 1 }),
    },
    {
      key: 'appendix',
      label: t('actions.appendix'),
      icon: <PaperClipOutlined />,
      onClick: (row) => setAppending({ waybillNo: row.waybillNo, open: true }),
    },
    {
      key: 'cancel',
      label: t('actions.cancel'),
      icon: <StopOutlined />,
      danger: true,
      visible: (row) => row.canCancel,
      onClick: (row) => confirmCancel(row),
    },
  ];

  const title = t('title');
  return (
    <>
      <ListPage<OrderListRow>
        tabKey="orderManage"
        title={title}
        filters={filters}
        params={status ? { status } : undefined}
        exportable={user.exportFlag !== 1}
        exportFileName={title}
        detail={{
          title: t('detail.title'),
          width: 900,
          load: (row) => fetchOrderDetail(row.waybillNo),
          render: (row) => <OrderDetailView order={row as OrderDetail} />,
        }}
        rowActions={rowActions}
        rowSelectable={(row) => row.status !== 'CANCEL_ORDER'}
        beforeTable={
          <OrderSummary
            filters={summary.listFilters}
            status={status}
            onStatus={summary.choose}
            shortcut={summary.shortcut}
            onShortcut={summary.chooseShortcut}
          />
        }
        toolbarExtra={(selected) => <PrintLabelsButton waybillNos={selected.filter((row) => row.canPrint).map((row) => row.waybillNo)} />}
      />
      {editing && (
        <EditOrderDialog
          key={editing.opening}
          row={editing.row}
          open={editing.open}
          opening={editing.opening}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      )}
      {revealing && (
        <RevealDialog
          key={revealing.row.waybillNo}
          row={revealing.row}
          open={revealing.open}
          onClose={() => setRevealing({ ...revealing, open: false })}
        />
      )}
      {appending && (
        <AppendixDialog
          key={appending.waybillNo}
          waybillNo={appending.waybillNo}
          open={appending.open}
          onClose={() => setAppending({ ...appending, open: false })}
        />
      )}
    </>
  );
}
