import { BellOutlined } from '@ant-design/icons';
import { MESSAGE_TYPE_LIST, MESSAGE_TYPES, type MessageTypeName, UNREAD_BADGE_MAX, unreadLabel } from '@portal/shared/notification-tabs';
import type { NotificationMessage } from '@portal/shared/notifications';
import { Badge, Button, Popover, Space, Switch, Tabs, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageDays, readAll, readOne, useMessages, useUnreadAmount } from '@/components/notice-kit';
import { useUserInfo } from '@/lib/auth.ts';
import { local, StorageKey } from '@/lib/storage.ts';

const PANEL_SIZE = 8;

/** The latest messages of one tab; opening an unread one reads it. */
function TabMessages({ type }: { type: MessageTypeName }) {
  const list = useMessages(MESSAGE_TYPES[type], 1, PANEL_SIZE);
  const open = (m: NotificationMessage) => (m.readFlag ? undefined : void readOne(m.id));
  return <div className="portal-notices__tab">{list.data ? <MessageDays days={list.data.list} onRead={open} /> : null}</div>;
}

/**
 * Spec 4 "Browser notification permission: granted shows one; default asks; denied does nothing", when
 * the push switch is on and the unread count has grown since the last poll.
 */
function useBrowserPush(total: number | undefined, push: boolean, text: (n: number) => string) {
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = last.current;
    last.current = total;
    if (!push || total === undefined || before === undefined || total <= before || typeof Notification === 'undefined') return;
    const show = () => new Notification(text(total - before));
    if (Notification.permission === 'granted') show();
    else if (Notification.permission === 'default')
      void Notification.requestPermission().then((answer) => (answer === 'granted' ? show() : undefined));
  }, [total, push, text]);
}

/**
 * The header's notification popover (spec 2): the unread count (polled every 60 s, at most 99 shown),
 * tabs for logistics, account and finance, the message-push switch, "read all" and the full centre.
 */
export function NotificationBell() {
  const { t } = useTranslation('layout');
  const user = useUserInfo();
  const customer = user.accountType !== 'ADMIN';
  const amount = useUnreadAmount(customer);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageTypeName>('logistics');
  const [push, setPush] = useState(() => local.get(StorageKey.messagePush) === '1');
  useBrowserPush(amount.data?.total, push, (n) => t('notices.pushed', { count: n }));
  if (!customer) return null;
  const total = amount.data?.total ?? 0;

  const content = (
    <div className="portal-notices">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as MessageTypeName)}
        items={MESSAGE_TYPE_LIST.map((type) => ({
          key: type,
          label: `${t(`notices.${type}`)}${amount.data?.[type] ? ` (${unreadLabel(amount.data[type])})` : ''}`,
          children: open && tab === type ? <TabMessages type={type} /> : null,
        }))}
      />
      <div className="portal-notices__footer">
        <Space size="small">
          <Switch
            size="small"
            checked={push}
            aria-label={t('notices.push')}
            onChange={(on) => {
              setPush(on);
              local.set(StorageKey.messagePush, on ? '1' : '0');
            }}
          />
          <span aria-hidden>{t('notices.push')}</span>
        </Space>
        <Space size="small">
          <Button
            size="small"
            disabled={total === 0}
            onClick={async () => {
              await readAll();
              setOpen(false);
            }}
          >
            {t('notices.readAll')}
          </Button>
          <Link to="/notifyCenter/notifyCenter" onClick={() => setOpen(false)}>
            {t('notices.viewAll')}
          </Link>
        </Space>
      </div>
    </div>
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight" arrow={false}>
      <Tooltip title={t('notices.title')}>
        <Button type="text" aria-label={t('notices.bell', { count: total })} aria-haspopup="dialog" aria-expanded={open}>
          <Badge count={total} overflowCount={UNREAD_BADGE_MAX} size="small">
            <BellOutlined />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
