import { GiftOutlined } from '@ant-design/icons';
import type { AlertMessage } from '@portal/shared/user-info';
import { Button, Modal, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { useMarkAlertRead } from './api/mark-alert-read.ts';

/**
 * The first-visit mall notice, full screen with one confirm button (spec 2). Confirming marks
 * it read on the server; if that fails it closes anyway and shows again on the next visit.
 */
export function MallNotice({ alert, onDone }: { alert: AlertMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const markRead = useMarkAlertRead();
  const { token } = theme.useToken();
  const confirm = () =>
    markRead.mutate(alert.id, {
      onSuccess: onDone,
      onError: (err) => {
        if (err instanceof ApiError) void message.error(err.desc);
        onDone();
      },
    });
  return (
    <Modal
      open
      width="100%"
      title={
        <span className="portal-fullscreen-notice__title">
          <GiftOutlined
            aria-hidden
            className="portal-fullscreen-notice__icon"
            style={{ color: token.colorPrimary, background: token.colorPrimaryBg }}
          />
          {alert.topic}
        </span>
      }
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      rootClassName="portal-fullscreen-notice"
    >
      <div className="portal-fullscreen-notice__body">
        <Typography.Paragraph className="portal-fullscreen-notice__text">{alert.content}</Typography.Paragraph>
        <Button type="primary" size="large" onClick={confirm} loading={markRead.isPending} autoFocus>
          {t('actions.iKnow')}
        </Button>
      </div>
    </Modal>
  );
}
