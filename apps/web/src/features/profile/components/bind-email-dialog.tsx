import MailOutlined from '@ant-design/icons/MailOutlined';
import { updateUserEmailParameter } from '@portal/shared/account';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useCustomerEmails } from '../api/get-customer-emails.ts';
import { useUpdateUserEmail } from '../api/update-user-email.ts';
import { useProfile } from '../use-profile.ts';
import { type DialogProps, ProfileFormDialog } from './profile-form-dialog.tsx';

interface BindEmailValues {
  cusEmail: string;
}

/** Bind e-mail (main accounts only): where password reset links are sent. */
export function BindEmailDialog({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const { user } = useProfile();
  const [form] = Form.useForm<BindEmailValues>();
  const emails = useCustomerEmails(open);
  const bind = useUpdateUserEmail();
  const current = emails.data?.find((e) => e.loginCode === user.loginCode)?.email ?? emails.data?.[0]?.email ?? null;

  const submit = (values: BindEmailValues) =>
    bind.mutate(updateUserEmailParameter.parse(values).cusEmail, {
      onSuccess: () => {
        message.success(msg('emailBound'));
        onClose();
      },
    });

  return (
    <ProfileFormDialog<BindEmailValues>
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('bindEmail.title')}
      name="bindEmail"
      form={form}
      initialValues={{ cusEmail: current ?? '' }}
      onFinish={submit}
      pending={bind.isPending}
      refusal={bind.isError ? refusalText(bind.error, 'editFailed') : null}
      onEdit={bind.reset}
      loading={emails.isPending}
      intro={
        <>
          <p>{t('bindEmail.why')}</p>
          {emails.isError ? (
            <Alert type="warning" showIcon title={refusalText(emails.error)} style={{ marginBottom: 16 }} />
          ) : (
            <p>
              {t('bindEmail.current')}: <strong>{current ?? t('bindEmail.none')}</strong>
            </p>
          )}
        </>
      }
    >
      <Form.Item name="cusEmail" label={t('bindEmail.new')} rules={[fieldRule(updateUserEmailParameter, 'cusEmail')]}>
        <Input
          prefix={<MailOutlined aria-hidden />}
          autoComplete="email"
          inputMode="email"
          autoFocus
          maxLength={100}
          placeholder="name@company.com.my"
        />
      </Form.Item>
    </ProfileFormDialog>
  );
}
