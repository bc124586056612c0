import { CLOSE_APPLY_STATUS_LABELS, type CloseApply } from '@portal/shared/advance-payment';
import { formatRinggit } from '@portal/shared/money';
import { malaysiaTime } from '@portal/shared/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { closeAppliesQuery } from './api/select-close-apply.ts';
import { withdrawCloseApply } from './api/withdraw-close-apply.ts';

const TONE = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error', WITHDRAWN: 'info' } as const;

/** Where the latest application to close the prepaid account stands, with its withdrawal while it waits. */
export function CloseApplyStatus({ apply, canWithdraw }: { apply: CloseApply; canWithdraw: boolean }) {
  const { t } = useTranslation('advancePayment');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawCloseApply(apply.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: closeAppliesQuery.queryKey });
      void message.success(t('close.withdrawn'));
    },
    onError: (error) => void message.error(refusalText(error)),
  });
  const lines = [
    apply.refundedSen !== null
      ? t('close.refunded', { amount: formatRinggit(apply.refundedSen), bank: apply.bankName, account: apply.bankAccount })
      : null,
    apply.decisionNote ? t('close.note', { note: apply.decisionNote }) : null,
  ].filter(Boolean);
  return (
    <Alert
      role="status"
      type={TONE[apply.status]}
      showIcon
      message={t('close.status', {
        date: malaysiaTime(new Date(apply.appliedAt)).slice(0, 10),
        status: msg(CLOSE_APPLY_STATUS_LABELS[apply.status]),
      })}
      description={lines.length ? lines.join(' ') : undefined}
      action={
        apply.status === 'PENDING' && canWithdraw ? (
          <Button size="small" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {t('close.withdraw')}
          </Button>
        ) : undefined
      }
    />
  );
}
