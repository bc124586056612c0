import { FileSearchOutlined } from '@ant-design/icons';
import { type MonthlyBill, STATEMENT_STATUSES } from '@portal/shared/statements';
import { malaysiaDate } from '@portal/shared/time';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { StatementDrawer } from './statement-drawer.tsx';

/** The months a filter offers: this one and the 35 before it, newest first. */
function recentMonths(): string[] {
  const [y, m] = malaysiaDate(0).split('-').map(Number) as [number, number];
  return Array.from({ length: 36 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The customer's monthly statements on the list kit (getMonthlyBills, exportBills): filtered by
 * month range, payment status and number; a row's details open in a drawer.
 */
export function StatementsList({ tabKey, title, beforeTable }: { tabKey: string; title: string; beforeTable?: ReactNode }) {
  const { t } = useTranslation('statements');
  const [opened, setOpened] = useState<{ billNo: string; open: boolean } | null>(null);
  const filters = useMemo((): FilterField[] => {
    const months = recentMonths().map((month) => ({ value: month, label: month }));
    return [
      { kind: 'select', name: 'monthFrom', label: 'statements:filters.monthFrom', options: months },
      { kind: 'select', name: 'monthTo', label: 'statements:filters.monthTo', options: months },
      {
        kind: 'status',
        name: 'status',
        label: 'statements:filters.status',
        options: STATEMENT_STATUSES.map((s) => ({ value: s, label: `statements:status.${s}` })),
      },
      { kind: 'text', name: 'billNo', label: 'statements:filters.billNo' },
    ];
  }, []);
  return (
    <>
      <ListPage<MonthlyBill>
        tabKey={tabKey}
        title={title}
        filters={filters}
        exportFileName={title}
        beforeTable={beforeTable}
        rowActions={[
          {
            key: 'details',
            label: t('details.open'),
            icon: <FileSearchOutlined />,
            onClick: (row) => setOpened({ billNo: row.billNo, open: true }),
          },
        ]}
      />
      {opened && <StatementDrawer billNo={opened.billNo} open={opened.open} onClose={() => setOpened({ ...opened, open: false })} />}
    </>
  );
}
