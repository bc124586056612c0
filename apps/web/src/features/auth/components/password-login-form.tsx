import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Code } from '@portal/shared/codes';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { useImgCode } from '../api/get-img-code.ts';
import { refusalNeedsImgCode, useLogin } from '../api/login.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { ImgCodeField } from './img-code-field.tsx';

interface LoginValues {
  loginCode: string;
  loginPassword: string;
  imgCode?: string;
  remember: boolean;
}

// zod stays out of the login page's first load: the shared rules arrive with the first keystroke.
const loginRules = () => import('@portal/shared/account').then((m) => m.loginParameter);

/** Refusals about the image code belong next to it; anything else is said above the button. */
const IMG_CODE_REFUSALS: number[] = [Code.IMG_CODE_REQUIRED, Code.IMG_CODE_WRONG];

/** Login with the login code and password (spec 4), plus the image code after 3 failures. */
export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const [remembered] = useState(() => local.get(StorageKey.rememberedAccount));
  const [needImgCode, setNeedImgCode] = useState(false);
  const [imgRound, setImgRound] = useState(0);
  const image = useImgCode(needImgCode, imgRound);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: LoginValues) => {
    if (login.isPending) return;
    setRefusal(null);
    const imgUuid = needImgCode ? image.data?.imgUuid : undefined;
    const parameter = {
      loginCode: values.loginCode.trim(),
      loginPassword: values.loginPassword,
      ...(imgUuid ? { imgCode: values.imgCode?.trim() ?? '', imgUuid } : {}),
    };
    login.mutate(parameter, {
      onSuccess: (reply) => {
        // Spec 4: a reply that still asks for the image code is not a finished login.
        if (reply.needImgCode) {
          setNeedImgCode(true);
          return;
        }
        completeLogin(reply, { loginCode: parameter.loginCode, remember: values.remember });
      },
      onError: (err) => {
        const desc = refusalText(err, 'loginFailed');
        if (refusalNeedsImgCode(err)) setNeedImgCode(true);
        // The code just sent is spent either way; the next attempt needs a new image.
        setImgRound((n) => n + 1);
        if (err instanceof ApiError && IMG_CODE_REFUSALS.includes(err.code))
          form.setFields([{ name: 'imgCode', value: '', errors: [desc] }]);
        else {
          form.setFieldValue('imgCode', '');
          setRefusal(desc);
        }
      },
    });
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ loginCode: remembered ?? '', remember: !!remembered }}
      onFinish={submit}
      onValuesChange={() => refusal && setRefusal(null)}
    >
      <Form.Item name="loginCode" label={t('login.account')} rules={[fieldRule(loginRules, 'loginCode')]}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          autoFocus={!remembered}
          maxLength={100}
        />
      </Form.Item>
      <Form.Item name="loginPassword" label={t('login.password')} rules={[fieldRule(loginRules, 'loginPassword')]}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={!!remembered}
          maxLength={128}
        />
      </Form.Item>
      {needImgCode && <ImgCodeField image={image.data} loading={image.isFetching} onRefresh={() => setImgRound((n) => n + 1)} />}
      <div className="auth-row" style={{ marginBottom: 16 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Link to="/verifyAccount">{t('login.forgot')}</Link>
      </div>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
