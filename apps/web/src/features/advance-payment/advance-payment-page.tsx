import { LEDGER_CATEGORY_LIST, type LedgerRow } from '@portal/shared/advance-payment';
import { formatRinggit } from '@portal/shared/money';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/table-config';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrepayBalance } from '@/app/layout/prepay-balance.tsx';
import { usePrepayBalance } from '@/app/layout/use-prepay.ts';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { readListState } from '@/components/list-kit/list-state.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useLedgerTotals } from './api/query-bill-flow-total.ts';
import { categoriesQuery } from './api/query-category-code.ts';
import { closeAppliesQuery } from './api/select-close-apply.ts';
import { feeTypesQuery } from './api/select-fee-type-enum.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';
import { CloseApplyStatus } from './close-apply-status.tsx';
import './advance-payment.css';

/**
 * The advance payment page (spec page advancePayment, issue 17): the prepaid balance with its top-up,
 * every wallet movement (the ledger, newest first, with the balance after each) filtered by time,
 * type, category, direction and reference, money in and out under the filters, the export, and
 * closing the prepaid account by application.
 */
export default function AdvancePaymentPage() {
  const { t } = useTranslation('advancePayment');
  const user = useUserInfo();
  const { enabled } = usePrepayBalance();
  const feeTypes = useQuery(feeTypesQuery);
  const categories = useQuery(categoriesQuery);
  const applies = useQuery(closeAppliesQuery);
  const [closeOpen, setCloseOpen] = useState(false);
  const isMain = user.accountType === 'MAIN';

  const filters = useMemo(
    (): FilterField[] => [
      { kind: 'dateRange', name: 'createTime', label: 'advancePayment:filters.createTime' },
      {
        kind: 'select',
        name: 'feeType',
        label: 'advancePayment:filters.feeType',
        options: (feeTypes.data ?? []).map((type) => ({ value: type.code, label: type.name })),
      },
      {
        kind: 'select',
        name: 'category',
        label: 'advancePayment:filters.category',
        options: (categories.data ?? LEDGER_CATEGORY_LIST.map((code) => ({ code, name: code }))).map((c) => ({
          value: c.code,
          label: c.name,
        })),
      },
      {
        kind: 'select',
        name: 'direction',
        label: 'advancePayment:filters.direction',
        options: [
          { value: 'in', label: 'advancePayment:filters.in' },
          { value: 'out', label: 'advancePayment:filters.out' },
        ],
      },
      { kind: 'text', name: 'reference', label: 'advancePayment:filters.reference', maxLength: 64 },
    ],
    [feeTypes.data, categories.data],
  );
  const [params] = useSearchParams();
  const listFilters = useMemo(
    () => readListState(params, { filters, pageSizes: PAGE_SIZES, defaultPageSize: DEFAULT_PAGE_SIZE, sortable: [] }).filters,
    [params, filters],
  );
  const totals = useLedgerTotals(listFilters);
  const latest = applies.data?.[0];
  const pending = latest?.status === 'PENDING';
  const title = t('title');

  return (
    <>
      <ListPage<LedgerRow>
        tabKey="advancePayment"
        title={title}
        filters={filters}
        exportFileName={title}
        beforeTable={
          <div className="advance-payment__head">
            {latest ? <CloseApplyStatus apply={latest} canWithdraw={isMain} /> : null}
            <Card size="small">
              <Space wrap size="large" align="center" className="advance-payment__balance">
                {/* The shell's balance with its top-up button: one top-up dialog in the portal. */}
                {enabled ? <PrepayBalance variant="inline" /> : <Typography.Text>{t('closedAccount')}</Typography.Text>}
                {enabled && isMain && !pending ? <Button onClick={() => setCloseOpen(true)}>{t('closeAccount')}</Button> : null}
                {enabled && !isMain ? <Typography.Text type="secondary">{t('close.mainOnly')}</Typography.Text> : null}
              </Space>
              {totals.data ? (
                <p className="advance-payment__totals" aria-live="polite">
                  {t('totals', {
                    lines: totals.data.lines.toLocaleString('en'),
                    in: formatRinggit(totals.data.inSen),
                    out: formatRinggit(totals.data.outSen),
                  })}
                </p>
              ) : null}
            </Card>
          </div>
        }
      />
      {closeOpen ? <CloseAccountDialog open={closeOpen} onClose={() => setCloseOpen(false)} /> : null}
    </>
  );
}
