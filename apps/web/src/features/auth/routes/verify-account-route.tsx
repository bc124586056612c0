import MailOutlined from '@ant-design/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { sendResetEmailParameter } from '@portal/shared/account';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { useSendResetEmail } from '../api/send-reset-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { usePageTitle } from '../use-page-title.ts';

interface VerifyAccountValues {
  loginCode: string;
  email: string;
}

/** /verifyAccount: step 1 of the password reset, the account and the e-mail bound to it. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.askTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const send = useSendResetEmail();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: VerifyAccountValues) => {
    if (send.isPending) return;
    setRefusal(null);
    const parameter = sendResetEmailParameter.parse(values);
    send.mutate(parameter, {
      onSuccess: () => navigate(`/verify?account=${encodeURIComponent(parameter.loginCode)}`),
      // A sub-account is refused here (its main account resets it): the server says so.
      onError: (err) => setRefusal(refusalText(err)),
    });
  };

  return (
    <AuthLayout antd>
      <h1 className="auth-title">{t('reset.askTitle')}</h1>
      <p className="auth-subtitle">{t('reset.askText')}</p>
      <Form<VerifyAccountValues>
        name="verifyAccount"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ loginCode: searchParams.get('account') ?? '', email: '' }}
        onFinish={submit}
        onValuesChange={() => refusal && setRefusal(null)}
      >
        <Form.Item name="loginCode" label={t('login.account')} rules={[fieldRule(sendResetEmailParameter, 'loginCode')]}>
          <Input
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('login.accountPlaceholder')}
            autoComplete="username"
            autoFocus
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="email" label={t('reset.email')} rules={[fieldRule(sendResetEmailParameter, 'email')]}>
          <Input
            prefix={<MailOutlined aria-hidden />}
            placeholder={t('reset.emailPlaceholder')}
            autoComplete="email"
            inputMode="email"
            maxLength={100}
          />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t('reset.send')}
        </Button>
      </Form>
      <div className="auth-links">
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
