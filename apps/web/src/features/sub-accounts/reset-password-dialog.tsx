import { type SubAccountRow, subAccountPasswordForm } from '@portal/shared/sub-account';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { resetSubAccountPassword } from './api/reset-password.ts';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/** Spec 6: a sub-account's password is reset by its main account; the server ends its sessions. */
export function ResetPasswordDialog({ account, onClose }: { account: SubAccountRow | null; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({ mutationFn: resetSubAccountPassword });

  const submit = ({ newPassword }: Values) =>
    account &&
    reset.mutate(
      { id: account.id, newPassword },
      {
        onSuccess: () => {
          message.success(msg('resetSuccess'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={!!account}
      title={t('subAccounts.resetTitle', { account: account?.loginCode ?? '' })}
      width={520}
      okText={t('subAccounts.resetOk')}
      onOk={() => form.submit()}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        reset.reset();
      }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('subAccounts.resetNotice')} style={{ marginBottom: 16 }} />
      {reset.isError && <Alert type="error" showIcon title={refusalText(reset.error, 'editFailed')} style={{ marginBottom: 16 }} />}
      <Form form={form} name="subAccountPassword" layout="vertical" onFinish={submit}>
        <input type="text" name="username" autoComplete="username" value={account?.loginCode ?? ''} readOnly hidden />
        <Form.Item
          name="newPassword"
          label={t('subAccounts.newPassword')}
          rules={[fieldRule(subAccountPasswordForm, 'newPassword')]}
          extra={msg('passwordRule')}
        >
          <Input.Password autoComplete="new-password" maxLength={16} autoFocus />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('subAccounts.confirmPassword')}
          dependencies={['newPassword']}
          rules={[fieldRule(subAccountPasswordForm, 'confirmPassword')]}
        >
          <Input.Password autoComplete="new-password" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
