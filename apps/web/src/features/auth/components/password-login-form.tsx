import { Code } from '@portal/shared/codes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { isLoadedMessage, loadMessages, msg } from '@/lib/i18n.ts';
import { local, StorageKey } from '@/lib/storage.ts';
import { useImgCode } from '../api/get-img-code.ts';
import { refusalNeedsImgCode, useLogin } from '../api/login.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { LockIcon, UserIcon } from './icons.tsx';
import { ImgCodeField } from './img-code-field.tsx';
import { TextField } from './text-field.tsx';

type Field = 'loginCode' | 'loginPassword' | 'imgCode';
type Errors = Partial<Record<Field, string>>;

/** Refusals about the image code belong next to it; anything else is said above the button. */
const IMG_CODE_REFUSALS: number[] = [Code.IMG_CODE_REQUIRED, Code.IMG_CODE_WRONG];

/**
 * The shared login rule (the one the server applies), loaded on first use with the messages it may
 * say: zod and the message table stay out of the login page's first load.
 */
async function checkLogin(values: { loginCode: string; loginPassword: string }): Promise<Errors> {
  const [{ loginParameter }, { describeIssueWith }] = await Promise.all([
    import('@portal/shared/account'),
    import('@portal/shared/rule-issues'),
    loadMessages(),
  ]);
  const result = loginParameter.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    const { key, params } = describeIssueWith(issue, isLoadedMessage);
    errors[field] = msg(key, params);
  }
  return errors;
}

/** Login with the login code and password (spec 4), plus the image code after 3 failures. */
export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const [remembered] = useState(() => local.get(StorageKey.rememberedAccount));
  const [loginCode, setLoginCode] = useState(remembered ?? '');
  const [loginPassword, setLoginPassword] = useState('');
  const [imgCode, setImgCode] = useState('');
  const [remember, setRemember] = useState(!!remembered);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [needImgCode, setNeedImgCode] = useState(false);
  const [imgRound, setImgRound] = useState(0);
  const image = useImgCode(needImgCode, imgRound);

  // Once a field has been refused, it is checked again as the user types (spec 5: on change).
  const recheck = async (next: { loginCode: string; loginPassword: string }) => {
    if (!errors.loginCode && !errors.loginPassword) return;
    const found = await checkLogin(next);
    setErrors((old) => ({ ...old, loginCode: found.loginCode, loginPassword: found.loginPassword }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setRefusal(null);
    const values = { loginCode: loginCode.trim(), loginPassword };
    const found = await checkLogin(values);
    if (needImgCode && !imgCode.trim()) found.imgCode = msg('imgCodeRequired');
    setErrors(found);
    if (Object.keys(found).some((k) => found[k as Field])) return;
    const imgUuid = needImgCode ? image.data?.imgUuid : undefined;
    login.mutate(
      { ...values, ...(imgUuid ? { imgCode: imgCode.trim(), imgUuid } : {}) },
      {
        onSuccess: (reply) => {
          // Spec 4: a reply that still asks for the image code is not a finished login.
          if (reply.needImgCode) return setNeedImgCode(true);
          completeLogin(reply, { loginCode: values.loginCode, remember });
        },
        onError: (err) => {
          const desc = err instanceof ApiError ? err.desc : msg('loginFailed');
          if (refusalNeedsImgCode(err)) setNeedImgCode(true);
          // The code just sent is spent either way; the next attempt needs a new image.
          setImgRound((n) => n + 1);
          setImgCode('');
          if (err instanceof ApiError && IMG_CODE_REFUSALS.includes(err.code)) setErrors((old) => ({ ...old, imgCode: desc }));
          else setRefusal(desc);
        },
      },
    );
  };

  return (
    <form className="auth-form" name="login" noValidate onSubmit={submit}>
      <TextField
        id="login_loginCode"
        label={t('login.account')}
        icon={<UserIcon />}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoFocus={!remembered}
        maxLength={100}
        value={loginCode}
        error={errors.loginCode}
        onChange={(e) => {
          setLoginCode(e.target.value);
          setRefusal(null);
          void recheck({ loginCode: e.target.value, loginPassword });
        }}
      />
      <TextField
        id="login_loginPassword"
        type="password"
        label={t('login.password')}
        icon={<LockIcon />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        autoFocus={!!remembered}
        maxLength={128}
        value={loginPassword}
        error={errors.loginPassword}
        onChange={(e) => {
          setLoginPassword(e.target.value);
          setRefusal(null);
          void recheck({ loginCode, loginPassword: e.target.value });
        }}
      />
      {needImgCode && (
        <ImgCodeField
          value={imgCode}
          onChange={(value) => {
            setImgCode(value);
            if (errors.imgCode) setErrors((old) => ({ ...old, imgCode: undefined }));
          }}
          error={errors.imgCode ?? null}
          image={image.data}
          loading={image.isFetching}
          onRefresh={() => setImgRound((n) => n + 1)}
        />
      )}
      <div className="auth-row">
        <label className="auth-checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('login.remember')}</span>
        </label>
        <Link to="/verifyAccount">{t('login.forgot')}</Link>
      </div>
      {refusal && (
        <div className="auth-alert auth-alert--error" role="alert">
          {refusal}
        </div>
      )}
      <button type="submit" className="auth-button" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending && <span className="auth-spinner" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
