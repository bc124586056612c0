import { malaysiaDate } from '@portal/shared/time';
import { ALERT_STATUS_SHOW, isArrearsDue, MALL_FIRST_ALERT } from '@portal/shared/user-info';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { getToken } from '@/lib/api-client.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { alertMessagesQuery } from './api/get-alert-messages.ts';
import { overdueArrearsQuery } from './api/get-overdue-arrears.ts';
import './shell-notices.css';

// Each notice's dialog loads when it is to be shown: most visits show none (issue 27, the shell's first load).
const ArrearsDialog = lazy(() => import('./arrears-dialog.tsx').then((m) => ({ default: m.ArrearsDialog })));
const MallNotice = lazy(() => import('./mall-notice.tsx').then((m) => ({ default: m.MallNotice })));
const VipAgreementDialog = lazy(() => import('./vip-agreement-dialog.tsx').then((m) => ({ default: m.VipAgreementDialog })));

// What was dismissed, per session token: the shell remounts (a tab refresh leaves the layout
// for a moment), and a dismissed notice must not come back until the next login.
const dismissed = new Set<string>();
const dismissKey = (kind: string, id: number): string => `${getToken()}:${kind}:${id}`;

/**
 * The notices after login, one at a time and in this order (spec 2 and 4): the VIP agreement
 * until it is signed; then each overdue-arrears record due today in Malaysia; then the
 * first-visit mall notice. The administrator gets none of them. Declining the agreement
 * calls `onDecline`, which logs out.
 */
export function ShellNotices({ onDecline }: { onDecline: () => void }) {
  return (
    <Suspense fallback={null}>
      <NextNotice onDecline={onDecline} />
    </Suspense>
  );
}

function NextNotice({ onDecline }: { onDecline: () => void }) {
  const user = useUserInfo();
  const customer = user.accountType !== 'ADMIN';
  const signed = !customer || user.vipAgreementSignStatus === 1;
  const arrears = useQuery({ ...overdueArrearsQuery, enabled: customer && signed });
  const alerts = useQuery({ ...alertMessagesQuery, enabled: customer && signed && arrears.isFetched });
  const [, setDismissCount] = useState(0);
  const dismiss = (key: string) => {
    dismissed.add(key);
    setDismissCount((n) => n + 1);
  };

  if (!customer) return null;
  if (!signed) return <VipAgreementDialog onDecline={onDecline} />;

  const today = malaysiaDate();
  const due = arrears.data?.find((r) => isArrearsDue(r, today) && !dismissed.has(dismissKey('arrears', r.id)));
  if (due) return <ArrearsDialog key={due.id} record={due} onClose={() => dismiss(dismissKey('arrears', due.id))} />;
  if (!arrears.isFetched) return null;

  const mall = alerts.data?.find(
    (a) => a.businessType === MALL_FIRST_ALERT && a.status === ALERT_STATUS_SHOW && !dismissed.has(dismissKey('mall', a.id)),
  );
  if (mall) return <MallNotice alert={mall} onDone={() => dismiss(dismissKey('mall', mall.id))} />;
  return null;
}
