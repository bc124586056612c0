import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '@/app/antd-provider.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useLoginQr } from '../api/get-login-qr.ts';
import { isFinalQrError, useQrLoginInfo } from '../api/get-qr-login-info.ts';
import { AUTH_THEME } from '../auth-theme.ts';
import { useCompleteLogin } from '../use-complete-login.ts';

/**
 * QR login (spec 7 "Session"): shows a code to scan with a phone where the user is logged in,
 * then polls every 2 s: WAITING -> SCANNED -> CONFIRMED logs in here; an expired or cancelled
 * code offers a new one. Mounted only while its tab is open, so leaving the tab stops the polling.
 */
function QrLogin() {
  const { t } = useTranslation('auth');
  const qr = useLoginQr();
  const qrUuid = qr.isFetching ? undefined : qr.data?.qrUuid;
  // The code whose lifetime ran out; a new code is a new uuid, so nothing needs resetting.
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const expiredByClock = !!qrUuid && timedOut === qrUuid;
  const info = useQrLoginInfo(qrUuid, !expiredByClock);
  const completeLogin = useCompleteLogin();

  const expiresIn = qr.data?.expiresIn;
  useEffect(() => {
    if (!qrUuid || !expiresIn) return;
    const timer = window.setTimeout(() => setTimedOut(qrUuid), expiresIn * 1000);
    return () => window.clearTimeout(timer);
  }, [qrUuid, expiresIn]);

  const reply = info.data;
  useEffect(() => {
    if (reply?.status === 'CONFIRMED') completeLogin(reply);
  }, [reply, completeLogin]);

  const refresh = () => void qr.refetch();
  const status = reply?.status;

  // What covers the code when it can no longer be used, with the way to get a new one.
  let overlay: string | null = null;
  if (qr.isError) overlay = refusalText(qr.error);
  else if (isFinalQrError(info.error)) overlay = refusalText(info.error);
  else if (expiredByClock) overlay = msg('qrExpired');
  else if (status === 'CANCELLED') overlay = t('qr.cancelled');

  let line = <span className="auth-hint">{t('qr.hint')}</span>;
  if (status === 'SCANNED')
    line = (
      <span className="auth-qr-scanned">
        <CheckCircleFilled aria-hidden /> {t('qr.scanned')}
      </span>
    );
  else if (status === 'CONFIRMED') line = <span className="auth-qr-scanned">{t('qr.confirmed')}</span>;

  return (
    <div className="auth-qr">
      <div className="auth-qr-frame">
        {qr.isFetching || !qr.data ? !qr.isError && <Spin /> : <img src={qr.data.qrImage} alt={t('qr.imageAlt')} />}
        {overlay && (
          <div className="auth-qr-overlay">
            <p>{overlay}</p>
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={refresh}>
              {t('qr.refresh')}
            </Button>
          </div>
        )}
      </div>
      <p className="auth-qr-status" aria-live="polite">
        {overlay ? <span className="auth-hint">{t('qr.hint')}</span> : line}
      </p>
    </div>
  );
}

/** In its own antd scope: the login page around it loads no component library. */
export function QrLoginPanel() {
  return (
    <AntdProvider theme={AUTH_THEME}>
      <QrLogin />
    </AntdProvider>
  );
}
