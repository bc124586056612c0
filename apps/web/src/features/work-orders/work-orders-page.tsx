import { EyeOutlined } from '@ant-design/icons';
import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES, type WorkOrderRow } from '@portal/shared/work-orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { ListHandle, RowAction } from '@/components/list-kit/types.ts';
import { msg } from '@/lib/i18n.ts';
import { type NewWorkOrder, statusCounts, submitWorkOrder } from './api.ts';
import { WorkOrderFields } from './work-order-fields.tsx';
import { WorkOrderTimeline } from './work-order-timeline.tsx';
import './work-orders.css';

/** How many work orders are in each state, above the list (`getWorkOrderStatusCount`). */
function StatusCounts() {
  const { t } = useTranslation('workOrders');
  const counts = useQuery({ queryKey: ['workOrderCounts'], queryFn: statusCounts, staleTime: 0 });
  if (!counts.data) return null;
  return (
    <section className="work-orders__counts" aria-label={t('counts')}>
      <Tag>{`${t('all')} ${counts.data.total}`}</Tag>
      {WORK_ORDER_STATUSES.map((s) => (
        <Tag key={s}>{`${msg(WORK_ORDER_STATUS_LABELS[s])} ${counts.data[s]}`}</Tag>
      ))}
    </section>
  );
}

/**
 * Work orders (spec page workOrderManage, issue 18): the customer's work orders with their states and
 * counts, a new one with pictures or PDFs, and each one's timeline with the desk's answers, a
 * follow-up and closing it.
 */
export default function WorkOrdersPage() {
  const { t } = useTranslation('workOrders');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ id: number; list: ListHandle } | null>(null);
  const filters = useMemo(
    (): FilterField[] => [
      {
        kind: 'select',
        name: 'status',
        label: 'workOrders:columns.status',
        options: WORK_ORDER_STATUSES.map((s) => ({ value: s, label: `msg:${WORK_ORDER_STATUS_LABELS[s]}` })),
      },
      { kind: 'text', name: 'waybillNo', label: 'workOrders:columns.waybillNo', maxLength: 20 },
      { kind: 'dateRange', name: 'createTime', label: 'workOrders:columns.createdAt' },
    ],
    [],
  );
  const changed = (list: ListHandle) => {
    void list.refresh();
    void queryClient.invalidateQueries({ queryKey: ['workOrderCounts'] });
  };
  const rowActions: RowAction<WorkOrderRow>[] = [
    { key: 'view', label: t('view'), icon: <EyeOutlined />, onClick: (row, list) => setOpen({ id: row.id, list }) },
  ];
  return (
    <>
      <ListPage<WorkOrderRow, NewWorkOrder>
        tabKey="workOrderManage"
        title={t('title')}
        filters={filters}
        exportable={false}
        rowActions={rowActions}
        beforeTable={<StatusCounts />}
        // A work order is never edited: it is added to (the timeline) or closed.
        rowVisible={{ edit: () => false }}
        form={{
          titles: { add: t('new') },
          fields: () => <WorkOrderFields />,
          onSubmit: async (values) => {
            const row = await submitWorkOrder(values);
            await queryClient.invalidateQueries({ queryKey: ['workOrderCounts'] });
            return row;
          },
        }}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} title={t('detail')} width={640} destroyOnHidden>
        {open ? <WorkOrderTimeline id={open.id} onChanged={() => changed(open.list)} /> : null}
      </Drawer>
    </>
  );
}
