import { CLOSE_APPLY_STATUS_LABELS } from '@portal/shared/advance-payment';
import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { decidePrepayClose } from './api/decide-prepay-close.ts';
import { type StaffApply, useCloseApplies } from './api/get-prepay-close-applies.ts';
import { prepayAdminKeys } from './api/keys.ts';

const TONE = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', WITHDRAWN: 'default' } as const;

/**
 * The courier's finance desk for closing prepaid accounts (issue 17): each customer's application with
 * the bank account to pay, approved (the balance is paid out and the account closed) or rejected with a note.
 */
export default function PrepayClosingPage() {
  const { t } = useTranslation('advancePayment');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const applies = useCloseApplies();
  const [deciding, setDeciding] = useState<{ apply: StaffApply; approve: boolean } | null>(null);
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: decidePrepayClose,
    onSuccess: async () => {
      setDeciding(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: prepayAdminKeys.closeApplies });
      void message.success(t('desk.decided'));
    },
  });
  return (
    <div>
      <PageHeading />
      {applies.isError ? <Alert type="error" showIcon message={refusalText(applies.error)} /> : null}
      <DeskTable<StaffApply>
        rowKey="id"
        loading={applies.isPending}
        rows={applies.data ?? []}
        pagination={false}
        columns={[
          { kind: 'time', title: t('desk.appliedAt'), dataIndex: 'appliedAt', render: (v: string) => malaysiaTime(new Date(v)) },
          { kind: 'name', title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
          { kind: 'text', title: t('close.reason'), dataIndex: 'reason' },
          {
            kind: 'name',
            title: t('desk.payTo'),
            key: 'bank',
            render: (_, r) => `${r.bankName} ${r.bankAccountFull} · ${r.accountHolder}`,
          },
          { kind: 'money', title: t('desk.balanceAtApply'), dataIndex: 'balanceAtApplySen', render: (v: number) => formatRinggit(v) },
          {
            kind: 'status',
            title: t('desk.status'),
            dataIndex: 'status',
            render: (v: StaffApply['status'], r) => (
              <Space direction="vertical" size={0}>
                <CellTag color={TONE[v]}>{msg(CLOSE_APPLY_STATUS_LABELS[v])}</CellTag>
                {r.refundedSen !== null ? <Typography.Text>{formatRinggit(r.refundedSen)}</Typography.Text> : null}
              </Space>
            ),
          },
        ]}
        actions={{
          title: t('desk.actions'),
          labels: [t('desk.approve'), t('desk.reject')],
          render: (r) =>
            r.status === 'PENDING' ? (
              <>
                <Button size="small" type="primary" onClick={() => setDeciding({ apply: r, approve: true })}>
                  {t('desk.approve')}
                </Button>
                <Button size="small" danger onClick={() => setDeciding({ apply: r, approve: false })}>
                  {t('desk.reject')}
                </Button>
              </>
            ) : null,
        }}
      />
      <Modal
        open={!!deciding}
        title={deciding ? t(deciding.approve ? 'desk.approveTitle' : 'desk.rejectTitle', { customer: deciding.apply.customerName }) : ''}
        onCancel={() => setDeciding(null)}
        onOk={() => deciding && decide.mutate({ id: deciding.apply.id, approve: deciding.approve, note })}
        okButtonProps={{ loading: decide.isPending, danger: deciding ? !deciding.approve : false }}
        destroyOnHidden
      >
        {decide.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(decide.error)} /> : null}
        {deciding?.approve ? <Typography.Paragraph>{t('desk.approveHint')}</Typography.Paragraph> : null}
        <Input.TextArea
          aria-label={t('desk.note')}
          placeholder={t('desk.note')}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </div>
  );
}
