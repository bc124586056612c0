import LockOutlined from '@ant-design/icons/LockOutlined';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordForm } from '../reset-password-form.ts';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password for the account a valid reset link names; success goes to the login page. */
export function NewPasswordForm({ token, loginCode }: { token: string; loginCode: string }) {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: ResetValues) => {
    if (reset.isPending) return;
    setRefusal(null);
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          message.success(msg('passwordChanged'));
          navigate('/login', { replace: true });
        },
        onError: (err) => setRefusal(refusalText(err)),
      },
    );
  };

  return (
    <>
      <h1 className="auth-title">{t('reset.newTitle')}</h1>
      <p className="auth-subtitle">
        {t('reset.newText', { account: loginCode })}
        <br />
        {msg('passwordRule')}
      </p>
      <Form<ResetValues> name="resetPwd" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        {/* Lets a password manager store the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loginCode} readOnly hidden />
        <Form.Item name="newPassword" label={t('reset.newPassword')} rules={[fieldRule(resetPasswordForm, 'newPassword')]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" autoFocus maxLength={16} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('reset.confirmPassword')}
          dependencies={['newPassword']}
          rules={[fieldRule(resetPasswordForm, 'confirmPassword')]}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" maxLength={16} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('reset.save')}
        </Button>
      </Form>
      <div className="auth-links">
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </div>
    </>
  );
}
