import { EyeOutlined } from '@ant-design/icons';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, type ComplaintRow } from '@portal/shared/complaints';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesOf } from '@/components/file-picker.tsx';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { ListHandle, RowAction } from '@/components/list-kit/types.ts';
import { addComplaint } from './api.ts';
import { ComplaintFields } from './complaint-fields.tsx';
import { ComplaintTimeline } from './complaint-timeline.tsx';
import './complaints.css';

interface NewComplaint {
  type: string;
  subType: string;
  waybillNo?: string;
  content: string;
  files?: { originFileObj?: unknown }[];
}

/**
 * Complaints and suggestions (spec page complaintsSuggestIndex, issue 18): the customer's complaints
 * with their states, a new one against one of its waybills (or a suggestion), and each one's timeline
 * with the desk's answers, a follow-up and its end with a rating.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  const [open, setOpen] = useState<{ id: number; list: ListHandle } | null>(null);
  const filters = useMemo(
    (): FilterField[] => [
      {
        kind: 'select',
        name: 'status',
        label: 'complaints:columns.status',
        options: COMPLAINT_STATUSES.map((s) => ({ value: s, label: `msg:${COMPLAINT_STATUS_LABELS[s]}` })),
      },
      { kind: 'text', name: 'waybillNo', label: 'complaints:columns.waybillNo', maxLength: 20 },
      { kind: 'dateRange', name: 'createTime', label: 'complaints:columns.createdAt' },
    ],
    [],
  );
  const rowActions: RowAction<ComplaintRow>[] = [
    { key: 'view', label: t('view'), icon: <EyeOutlined />, onClick: (row, list) => setOpen({ id: row.id, list }) },
  ];
  return (
    <>
      <ListPage<ComplaintRow, NewComplaint>
        tabKey="complaintsSuggestIndex"
        title={t('title')}
        filters={filters}
        exportable={false}
        rowActions={rowActions}
        // A complaint is never edited: it is added to (the timeline) or ended.
        rowVisible={{ edit: () => false }}
        form={{
          titles: { add: t('new') },
          fields: () => <ComplaintFields />,
          onSubmit: ({ files, ...values }) => addComplaint({ ...values, waybillNo: values.waybillNo?.trim() || undefined }, filesOf(files)),
        }}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} title={t('detail')} width={640} destroyOnHidden>
        {open ? <ComplaintTimeline id={open.id} onChanged={() => void open.list.refresh()} /> : null}
      </Drawer>
    </>
  );
}
