import { formatRinggit } from '@portal/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withAntd } from '@/app/antd-provider.tsx';
import { prepayQuery } from '@/lib/auth.ts';
import { paymentQuery } from './api/topup.ts';
import { returnPath } from './return-path.ts';

/** How long the page keeps asking before it says the bank has not confirmed yet. */
const POLL_MS = 2_000;
const PATIENCE_MS = 60_000;

/**
 * Where the gateway sends the browser back after a top-up (spec 2). It proves nothing: the page asks
 * the server how the payment stands, which only the bank's signed callback changes, and says so.
 */
function Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const queryClient = useQueryClient();
  const [started] = useState(() => Date.now());
  const payment = useQuery({
    ...paymentQuery(paymentId),
    enabled: !!paymentId,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'CREATED' && Date.now() - started < PATIENCE_MS ? POLL_MS : false),
  });
  const status = payment.data?.status;
  useEffect(() => {
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: prepayQuery.queryKey });
  }, [status, queryClient]);

  const back = (
    <Link to={returnPath()} key="back">
      <Button type="primary">{t('status.paymentBack')}</Button>
    </Link>
  );
  if (!paymentId || payment.isError)
    return (
      <main className="portal-result-page">
        <Result status="warning" title={t('status.paymentTitle')} subTitle={t('status.paymentUnknown')} extra={back} />
      </main>
    );
  if (!payment.data)
    return (
      <main className="portal-result-page">
        <Result icon={<Spin />} title={t('status.paymentTitle')} subTitle={t('status.paymentChecking')} />
      </main>
    );
  const p = payment.data;
  const [kind, text] =
    p.status === 'PAID'
      ? (['success', t('status.paymentPaid', { amount: formatRinggit(p.amountSen), balance: formatRinggit(p.balanceSen ?? 0) })] as const)
      : p.status === 'FAILED'
        ? (['error', t('status.paymentFailed')] as const)
        : p.status === 'CANCELLED'
          ? (['warning', t('status.paymentCancelled')] as const)
          : (['info', t('status.paymentWaiting')] as const);
  return (
    <main className="portal-result-page">
      <Result status={kind} title={t('status.paymentTitle')} subTitle={<span role="status">{text}</span>} extra={back} />
    </main>
  );
}

export const Component = withAntd(Page);
