import { HistoryOutlined } from '@ant-design/icons';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, CLAIM_TYPE_LABELS, CLAIM_TYPES, type ClaimRow } from '@portal/shared/claims';
import { ringgitOf } from '@portal/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { addClaim, claimStatusCounts, d10Parcels, updateClaim } from './api.ts';
import { ClaimFields, type ClaimFormValues, claimValuesOf } from './claim-fields.tsx';
import { ClaimSchedule } from './claim-schedule.tsx';

const CLAIMS_ADD_PATH = '/complaint/claimsAdd';

/**
 * Claims (spec page claimsManagement, issue 18): the customer's claims by status, a new one, a pending
 * one changed, and each one's progress schedule with the desk's decision and where the money went; the
 * parcels not delivered ten days after pick-up (D10) are offered for a new claim.
 */
export default function ClaimsPage() {
  const { t } = useTranslation('claims');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const counts = useQuery({ queryKey: ['claimStatusCounts'], queryFn: claimStatusCounts, staleTime: 0 });
  const d10 = useQuery({ queryKey: ['claimsD10'], queryFn: d10Parcels, staleTime: 60_000 });
  const filters = useMemo(
    (): FilterField[] => [
      {
        kind: 'select',
        name: 'status',
        label: 'claims:columns.status',
        options: CLAIM_STATUSES.map((s) => ({ value: s, label: `msg:${CLAIM_STATUS_LABELS[s]}` })),
      },
      {
        kind: 'select',
        name: 'claimType',
        label: 'claims:columns.claimTypeName',
        options: CLAIM_TYPES.map((c) => ({ value: c, label: `msg:${CLAIM_TYPE_LABELS[c]}` })),
      },
      { kind: 'text', name: 'waybillNo', label: 'claims:columns.waybillNo', maxLength: 20 },
      { kind: 'dateRange', name: 'createTime', label: 'claims:columns.createdAt' },
    ],
    [],
  );
  const rowActions: RowAction<ClaimRow>[] = [
    { key: 'schedule', label: t('schedule'), icon: <HistoryOutlined />, onClick: (row) => setOpen(row.id) },
  ];
  const saved = () => void queryClient.invalidateQueries({ queryKey: ['claimStatusCounts'] });
  return (
    <>
      <ListPage<ClaimRow, ClaimFormValues>
        tabKey="claimsManagement"
        title={t('title')}
        filters={filters}
        exportable={false}
        rowActions={rowActions}
        rowVisible={{ edit: (row) => row.status === 'PENDING' }}
        beforeTable={
          <>
            {d10.data?.count ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                title={t('d10', { count: d10.data.count })}
                description={
                  <Space wrap>
                    {d10.data.list.slice(0, 10).map((p) => (
                      <Link key={p.waybillNo} to={`${CLAIMS_ADD_PATH}?waybillNo=${p.waybillNo}`}>
                        {`${p.waybillNo} (${p.days})`}
                      </Link>
                    ))}
                  </Space>
                }
              />
            ) : null}
            {counts.data ? (
              <Space wrap style={{ marginBottom: 8 }} aria-label={t('columns.status')}>
                <Tag>{`${t('all')} ${counts.data.total}`}</Tag>
                {counts.data.list.map((s) => (
                  <Tag key={s.status}>{`${s.statusName} ${s.count}`}</Tag>
                ))}
              </Space>
            ) : null}
          </>
        }
        form={{
          titles: { add: t('new'), edit: t('edit') },
          initialValues: (row) =>
            row
              ? {
                  claimType: row.claimType,
                  amountRm: ringgitOf(row.claimAmountSen),
                  description: row.description,
                  bankCode: row.bankCode,
                  accountHolder: row.accountHolder,
                }
              : {},
          fields: ({ mode }) => <ClaimFields withWaybill={mode === 'add'} />,
          onSubmit: async (values, { mode, row }) => {
            const result =
              mode === 'add'
                ? await addClaim({ ...claimValuesOf(values), waybillNo: values.waybillNo!.trim() })
                : await updateClaim(row!.id, claimValuesOf(values));
            saved();
            return result;
          },
        }}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={t('schedule')} width={640} destroyOnHidden>
        {open !== null ? <ClaimSchedule id={open} /> : null}
      </Drawer>
    </>
  );
}
