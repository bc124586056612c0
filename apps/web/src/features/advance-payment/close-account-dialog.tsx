import { type CloseAccountInput, closeAccountParameter } from '@portal/shared/advance-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { applyToClose } from './api/close-account.ts';
import { closeAppliesQuery } from './api/select-close-apply.ts';

/**
 * The application to close the prepaid account: why, and the bank account the balance is paid to
 * (the shared `closeAccountParameter` checks each field here and on the server).
 */
export function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('advancePayment');
  const { message } = useFeedback();
  const [form] = Form.useForm<CloseAccountInput>();
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: applyToClose,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: closeAppliesQuery.queryKey });
      void message.success(t('close.sent'));
      onClose();
    },
  });
  const rule = (field: keyof CloseAccountInput) => [fieldRule(closeAccountParameter, field)];
  return (
    <Modal
      open={open}
      title={t('close.title')}
      onCancel={onClose}
      okText={t('close.submit')}
      cancelText={t('close.cancel')}
      okButtonProps={{ loading: apply.isPending, htmlType: 'submit', form: 'close-account-form' }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('close.intro')}</Typography.Paragraph>
      {apply.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusalText(apply.error)} /> : null}
      <Form id="close-account-form" form={form} layout="vertical" onFinish={(values) => apply.mutate(values)}>
        <Form.Item name="reason" label={t('close.reason')} rules={rule('reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="bankName" label={t('close.bankName')} rules={rule('bankName')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="bankAccount" label={t('close.bankAccount')} rules={rule('bankAccount')}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="accountHolder" label={t('close.accountHolder')} rules={rule('accountHolder')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
