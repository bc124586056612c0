import { DO_STATUSES, type DoListRow, type DoStatus } from '@portal/shared/delivery-order';
import { malaysiaTime } from '@portal/shared/time';
import { Alert, Button, Input, Segmented, Space, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useDoList } from '../api/list-dos.ts';

const STATUS_COLOUR: Record<DoStatus, string> = { WAITING_PACK: 'gold', PACKED: 'blue', PRINTED: 'green', CANCELLED: 'default' };

function DoStatusTag({ status }: { status: DoStatus }) {
  const { t } = useTranslation('deliveryOrders');
  return <Tag color={STATUS_COLOUR[status]}>{t(`list.status.${status}`)}</Tag>;
}

interface Props {
  /** The statuses the page offers as tabs; the first is chosen at first. 'all' lists every status. */
  statuses: readonly (DoStatus | 'all')[];
  /** Actions on the selected rows, above the table; selection is off without them. */
  actions?: (selected: DoListRow[], clear: () => void) => ReactNode;
  /** Rows that cannot be selected (a cancelled DO). */
  selectable?: (row: DoListRow) => boolean;
  label: string;
}

/**
 * The DO list the print and management pages share: status tabs with their counts, a keyword (DO,
 * receiver or packing number), the table, and the selection the page's actions work on.
 */
export function DoListView({ statuses, actions, selectable, label }: Props) {
  const { t } = useTranslation('deliveryOrders');
  const [status, setStatus] = useState<DoStatus | 'all'>(statuses[0] ?? 'all');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<DoListRow[]>([]);
  const query = useDoList({ ...page, ...(status === 'all' ? {} : { status }), ...(keyword ? { keyword } : {}) });
  const counts = query.data?.statusCounts;
  const countOf = (s: DoStatus | 'all') =>
    counts ? (s === 'all' ? DO_STATUSES.reduce((sum, x) => sum + counts[x], 0) : counts[s]) : undefined;

  const columns: TableColumnsType<DoListRow> = [
    { key: 'doNo', dataIndex: 'doNo', title: t('list.columns.doNo'), width: 150 },
    { key: 'receiver', dataIndex: 'receiverName', title: t('list.columns.receiver'), width: 220 },
    {
      key: 'address',
      title: t('list.columns.address'),
      render: (_, r) => `${r.receiverAddress} ${r.receiverPostcode}`,
      ellipsis: true,
    },
    { key: 'lines', dataIndex: 'lines', title: t('list.columns.lines'), width: 70, align: 'right' },
    { key: 'quantity', dataIndex: 'quantity', title: t('list.columns.quantity'), width: 90, align: 'right' },
    { key: 'boxes', title: t('list.columns.boxes'), render: (_, r) => r.packingNos.join(', '), width: 180 },
    { key: 'status', title: t('list.columns.status'), render: (_, r) => <DoStatusTag status={r.status} />, width: 130 },
    { key: 'printCount', dataIndex: 'printCount', title: t('list.columns.printCount'), width: 80, align: 'right' },
    {
      key: 'createdAt',
      title: t('list.columns.createdAt'),
      render: (_, r) => malaysiaTime(new Date(r.createdAt)),
      width: 150,
    },
  ];
  const clear = () => setSelected([]);

  return (
    <div className="do-list">
      <Space wrap className="do-list__filters">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as DoStatus | 'all');
            setPage((p) => ({ ...p, page: 1 }));
            clear();
          }}
          options={statuses.map((s) => ({
            value: s,
            label: `${t(`list.status.${s}`)}${countOf(s) === undefined ? '' : ` (${countOf(s)})`}`,
          }))}
        />
        <Input.Search
          allowClear
          aria-label={t('list.keyword')}
          placeholder={t('list.keyword')}
          enterButton={t('list.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: 360 }}
        />
      </Space>
      {actions && (
        <Space className="do-list__actions">
          {actions(selected, clear)}
          {selected.length > 0 && (
            <>
              <span>{t('list.selected', { count: selected.length })}</span>
              <Button type="link" onClick={clear}>
                {t('list.reset')}
              </Button>
            </>
          )}
        </Space>
      )}
      {query.isError && <Alert type="error" showIcon title={refusalText(query.error)} />}
      <ScrollTable<DoListRow>
        aria-label={label}
        tableTitle={label}
        rowKey="doNo"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 1200 }}
        rowSelection={
          actions
            ? {
                selectedRowKeys: selected.map((r) => r.doNo),
                preserveSelectedRowKeys: true,
                onChange: (_, rows) => setSelected(rows.filter(Boolean)),
                getCheckboxProps: (r) => ({ disabled: selectable ? !selectable(r) : false, 'aria-label': r.doNo }),
              }
            : undefined
        }
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 40, 50, 100],
          onChange: (p, size) => setPage({ page: p, pageSize: size }),
        }}
      />
    </div>
  );
}
