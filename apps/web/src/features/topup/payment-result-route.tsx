import { formatRinggit } from '@portal/shared/money';
import type { PaymentResult } from '@portal/shared/topup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withAntd } from '@/app/antd-provider.tsx';
import { prepayQuery } from '@/lib/auth.ts';
import { returnPath } from '@/lib/payment-return.ts';
import { paymentQuery } from './api/query-payment.ts';

/** How long the page keeps asking before it says the bank has not confirmed yet. */
const POLL_MS = 2_000;
const PATIENCE_MS = 60_000;

/** A paid payment's words: a top-up's new balance, or what it did to the statement it pays. */
function paidText(p: PaymentResult, t: TFunction): string {
  const amount = formatRinggit(p.amountSen);
  if (!p.statementBillNo) return t('status.paymentPaid', { amount, balance: formatRinggit(p.balanceSen ?? 0) });
  const key =
    p.statementOutcome === 'ALREADY_PAID'
      ? 'status.paymentStatementAlreadyPaid'
      : p.statementOutcome === 'AMOUNT_DIFFERS'
        ? 'status.paymentStatementAmountDiffers'
        : 'status.paymentStatementPaid';
  return t(key, { amount, billNo: p.statementBillNo });
}

/**
 * Where the gateway sends the browser back after a top-up or a statement paid online (spec 2). It
 * proves nothing: the page asks the server how the payment stands, which only the bank's signed
 * callback changes, and says so.
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
        <Result
          status="warning"
          title={<h1 className="portal-result-title">{t('status.paymentTitle')}</h1>}
          subTitle={t('status.paymentUnknown')}
          extra={back}
        />
      </main>
    );
  if (!payment.data)
    return (
      <main className="portal-result-page">
        <Result
          icon={<Spin />}
          title={<h1 className="portal-result-title">{t('status.paymentTitle')}</h1>}
          subTitle={t('status.paymentChecking')}
        />
      </main>
    );
  const p = payment.data;
  const [kind, text] =
    p.status === 'PAID'
      ? (['success', paidText(p, t)] as const)
      : p.status === 'FAILED'
        ? (['error', t('status.paymentFailed')] as const)
        : p.status === 'CANCELLED'
          ? (['warning', t('status.paymentCancelled')] as const)
          : ([
              'info',
              p.statementBillNo ? t('status.paymentStatementWaiting', { billNo: p.statementBillNo }) : t('status.paymentWaiting'),
            ] as const);
  return (
    <main className="portal-result-page">
      <Result
        status={kind}
        title={
          <h1 className="portal-result-title">
            {p.statementBillNo
              ? `${t('status.paymentTitle')}: ${t('status.paymentStatement', { billNo: p.statementBillNo })}`
              : t('status.paymentTitle')}
          </h1>
        }
        subTitle={<span role="status">{text}</span>}
        extra={back}
      />
    </main>
  );
}

export const Component = withAntd(Page);
