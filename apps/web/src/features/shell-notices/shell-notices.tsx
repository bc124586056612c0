import { malaysiaDate } from '@portal/shared/time';
import { ALERT_STATUS_SHOW, isArrearsDue, MALL_FIRST_ALERT } from '@portal/shared/user-info';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getToken } from '@/lib/api-client.ts';
import { useUserInfo } from '@/lib/auth.ts';
import { alertMessagesQuery } from './api/get-alert-messages.ts';
import { overdueArrearsQuery } from './api/get-overdue-arrears.ts';
import { ArrearsDialog } from './arrears-dialog.tsx';
import { MallNotice } from './mall-notice.tsx';
import { VipAgreementDialog } from './vip-agreement-dialog.tsx';
import './shell-notices.css';

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
