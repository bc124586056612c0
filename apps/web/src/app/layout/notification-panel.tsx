import { MESSAGE_TYPE_LIST, MESSAGE_TYPES, type MessageTypeName, unreadLabel } from '@portal/shared/notification-tabs';
import type { NotificationMessage, UnreadAmount } from '@portal/shared/notifications';
import { Button, Space, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageDays, readAll, readOne, useMessages } from '@/components/notice-kit';
import { local, StorageKey } from '@/lib/storage.ts';

const PANEL_SIZE = 8;

/** The latest messages of one tab; opening an unread one reads it. */
function TabMessages({ type }: { type: MessageTypeName }) {
  const list = useMessages(MESSAGE_TYPES[type], 1, PANEL_SIZE);
  const open = (m: NotificationMessage) => (m.readFlag ? undefined : void readOne(m.id));
  return <div className="portal-notices__tab">{list.data ? <MessageDays days={list.data.list} onRead={open} /> : null}</div>;
}

/**
 * The bell's popover (spec 2): tabs for logistics, account and finance with their unread counts, the
 * message-push switch, "read all" and the full centre. notification-bell.tsx loads it on first open.
 */
export function NotificationPanel(props: {
  open: boolean;
  tab: MessageTypeName;
  onTab: (tab: MessageTypeName) => void;
  amount: UnreadAmount | undefined;
  push: boolean;
  onPush: (on: boolean) => void;
  onClose: () => void;
}) {
  const { open, tab, amount, push } = props;
  const { t } = useTranslation('layout');
  const total = amount?.total ?? 0;
  return (
    <div className="portal-notices">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => props.onTab(key as MessageTypeName)}
        items={MESSAGE_TYPE_LIST.map((type) => ({
          key: type,
          label: `${t(`notices.${type}`)}${amount?.[type] ? ` (${unreadLabel(amount[type])})` : ''}`,
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
              props.onPush(on);
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
              props.onClose();
            }}
          >
            {t('notices.readAll')}
          </Button>
          <Link to="/notifyCenter/notifyCenter" onClick={props.onClose}>
            {t('notices.viewAll')}
          </Link>
        </Space>
      </div>
    </div>
  );
}
