import {
  MESSAGE_TYPE_LIST,
  MESSAGE_TYPES,
  type MessageTypeName,
  type NotificationMessage,
  unreadLabel,
} from '@portal/shared/notifications';
import { Button, Card, Pagination, Space, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDays, readAll, readOne, useMessages, useUnreadAmount } from '@/components/notice-kit';
import './notify-center.css';

const PAGE_SIZE = 20;

function TypeMessages({ type, unreadOnly }: { type: MessageTypeName; unreadOnly: boolean }) {
  const [page, setPage] = useState(1);
  const list = useMessages(MESSAGE_TYPES[type], page, PAGE_SIZE, unreadOnly);
  const open = (m: NotificationMessage) => (m.readFlag ? undefined : void readOne(m.id));
  return (
    <>
      {list.data ? <MessageDays days={list.data.list} onRead={open} /> : null}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          className="notify-center__pages"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}

/**
 * The notification centre (spec route NotifyCenter, issue 18): every message of the account's customer
 * by type, newest first, grouped by day; unread ones marked and read when opened; a tab read at once.
 */
export default function NotifyCenterPage() {
  const { t } = useTranslation('layout');
  const amount = useUnreadAmount(true);
  const [tab, setTab] = useState<MessageTypeName>('logistics');
  const [unreadOnly, setUnreadOnly] = useState(false);
  return (
    <div>
      {/* Not a menu page (spec 2 hides notifyCenter from the menu), so it names itself. */}
      <h1>{t('notices.centre')}</h1>
      <Card>
        {/* Beside the tabs, not in their bar: a tab list holds tabs only (axe aria-required-children). */}
        <Space className="notify-center__tools">
          <Switch size="small" checked={unreadOnly} onChange={setUnreadOnly} aria-label={t('notices.unreadOnly')} />
          <span aria-hidden>{t('notices.unreadOnly')}</span>
          <Button size="small" disabled={!amount.data?.[tab]} onClick={() => void readAll(MESSAGE_TYPES[tab])}>
            {t('notices.readAllType')}
          </Button>
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as MessageTypeName)}
          items={MESSAGE_TYPE_LIST.map((type) => ({
            key: type,
            label: `${t(`notices.${type}`)}${amount.data?.[type] ? ` (${unreadLabel(amount.data[type])})` : ''}`,
            children: tab === type ? <TypeMessages key={`${type}-${unreadOnly}`} type={type} unreadOnly={unreadOnly} /> : null,
          }))}
        />
      </Card>
    </div>
  );
}
