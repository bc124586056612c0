import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Result, Spin, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AntdProvider } from '@/app/antd-provider.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useConfirmQrLogin } from '../api/confirm-qr-login.ts';
import { useScanQrLogin } from '../api/scan-qr-login.ts';
import { AUTH_THEME } from '../auth-theme.ts';
import { usePageTitle } from '../use-page-title.ts';
import '../auth.css';

/**
 * /qrConfirm?uuid=...: opened on a phone that is logged in, by scanning the login page's QR code.
 * Opening it marks the code scanned; the user then says whether the other device may log in as them.
 */
function QrConfirm() {
  const { t } = useTranslation('auth');
  usePageTitle(t('qrConfirm.title'));
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const qrUuid = useSearchParams()[0].get('uuid') ?? '';
  const user = useUserInfo();
  const scan = useScanQrLogin();
  const answer = useConfirmQrLogin();

  const { mutate: markScanned } = scan;
  useEffect(() => {
    if (qrUuid) markScanned(qrUuid);
  }, [qrUuid, markScanned]);

  const reply = (confirm: boolean) => {
    if (!answer.isPending) answer.mutate({ qrUuid, confirm });
  };
  const home = (
    <Button type="primary" size="large" block onClick={() => navigate('/', { replace: true })}>
      {t('qrConfirm.home')}
    </Button>
  );

  let content: ReactNode;
  if (!qrUuid || scan.isError)
    content = (
      <Result
        status="warning"
        title={<h1 className="auth-title">{t('qrConfirm.invalidTitle')}</h1>}
        subTitle={<span className="auth-hint">{qrUuid ? refusalText(scan.error) : msg('qrExpired')}</span>}
        extra={home}
      />
    );
  else if (answer.isSuccess)
    content = answer.variables.confirm ? (
      <Result
        status="success"
        title={<h1 className="auth-title">{t('qrConfirm.doneTitle')}</h1>}
        subTitle={<span className="auth-hint">{t('qrConfirm.doneText')}</span>}
        extra={home}
      />
    ) : (
      <Result
        status="info"
        title={<h1 className="auth-title">{t('qrConfirm.refusedTitle')}</h1>}
        subTitle={<span className="auth-hint">{t('qrConfirm.refusedText')}</span>}
        extra={home}
      />
    );
  else if (answer.isError)
    content = (
      <Result
        status="warning"
        title={<h1 className="auth-title">{t('qrConfirm.invalidTitle')}</h1>}
        subTitle={<span className="auth-hint">{refusalText(answer.error)}</span>}
        extra={home}
      />
    );
  else
    content = (
      <Spin spinning={scan.isPending}>
        <DesktopOutlined className="qr-confirm-icon" aria-hidden />
        <h1 className="auth-title" style={{ marginTop: 16 }}>
          {t('qrConfirm.title')}
        </h1>
        <p className="auth-hint">{t('qrConfirm.text')}</p>
        <div className="qr-confirm-who">
          <Avatar size={48} icon={<UserOutlined />} style={{ background: '#E60000', flex: 'none' }} />
          <div>
            <strong>{user.name || user.cusName}</strong>
            <span className="auth-hint">{t('qrConfirm.account', { account: user.loginCode })}</span>
          </div>
        </div>
        <div className="qr-confirm-actions">
          <Button
            type="primary"
            size="large"
            block
            disabled={scan.isPending}
            loading={answer.isPending && answer.variables?.confirm}
            onClick={() => reply(true)}
          >
            {t('qrConfirm.confirm')}
          </Button>
          <Button
            size="large"
            block
            disabled={scan.isPending}
            loading={answer.isPending && !answer.variables?.confirm}
            onClick={() => reply(false)}
          >
            {t('qrConfirm.cancel')}
          </Button>
        </div>
        <p className="auth-hint" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('qrConfirm.warning')}
        </p>
      </Spin>
    );

  return (
    <main className="qr-confirm" style={{ background: token.colorBgLayout }}>
      <div className="qr-confirm-card" style={{ background: token.colorBgContainer, color: token.colorText }}>
        {content}
      </div>
    </main>
  );
}

export function Component() {
  return (
    <AntdProvider theme={AUTH_THEME}>
      <QrConfirm />
    </AntdProvider>
  );
}
