import { BellOutlined } from '@ant-design/icons';
import { type MessageTypeName, UNREAD_BADGE_MAX } from '@portal/shared/notification-tabs';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadAmount } from '@/components/notice-kit';
import { local, StorageKey } from '@/lib/storage.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

// The popover's tabs and lists load when it is first opened (issue 27: not in the shell's first load).
const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })));

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
 * The header's notification popover (spec 2): the unread count (polled every 60 s, at most 99 shown)
 * on the bell, and the panel (notification-panel.tsx) when opened.
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
    <Suspense fallback={null}>
      <NotificationPanel
        open={open}
        tab={tab}
        onTab={setTab}
        amount={amount.data}
        push={push}
        onPush={setPush}
        onClose={() => setOpen(false)}
      />
    </Suspense>
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
