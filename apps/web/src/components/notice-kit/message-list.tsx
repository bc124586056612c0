import type { MessageDay, NotificationMessage } from '@portal/shared/notifications';
import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './notice-kit.css';

interface MessageListProps {
  days: MessageDay[];
  onRead: (message: NotificationMessage) => void;
}

/**
 * Messages grouped by day, newest first; an unread one is marked (and announced) and becomes read when
 * it is opened (spec 4). Each is a button, so the keyboard reads them as a mouse does.
 */
export function MessageDays({ days, onRead }: MessageListProps) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  // The theme's colours here too: a popover is drawn outside the shell that sets them for the page.
  const colours = {
    '--notice-text': token.colorText,
    '--notice-text-secondary': token.colorTextSecondary,
    '--notice-fill': token.colorFillTertiary,
    '--notice-primary': token.colorPrimary,
  } as CSSProperties;
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />;
  return (
    <div className="notice-kit__days" style={colours}>
      {days.map((day) => (
        <section key={day.time} aria-label={day.time}>
          <h3 className="notice-kit__day">{day.time}</h3>
          <ul className="notice-kit__list">
            {day.messageList.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`notice-kit__message${m.readFlag ? '' : ' notice-kit__message--unread'}`}
                  onClick={() => onRead(m)}
                >
                  {m.readFlag ? null : (
                    <>
                      <span className="notice-kit__dot" aria-hidden />
                      <span className="sr-only">{t('notices.unread')}</span>
                    </>
                  )}
                  <span className="notice-kit__text">{m.msgdtl}</span>
                  <span className="notice-kit__time">{m.createTime.slice(11)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
