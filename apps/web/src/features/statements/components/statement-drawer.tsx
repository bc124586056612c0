import type { MonthlyBillLine } from '@portal/shared/statements';
import { Alert, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { useBill } from '../api/get-bill-details.ts';
import { AdjustmentsTable } from './adjustments-table.tsx';
import { BillFigures } from './bill-figures.tsx';

/**
 * One statement in a drawer beside the list: its figures and terms, its shipments (the list kit on
 * getMonthlyBillDetails, paged by the server, exported through the export centre) and its adjustments.
 */
export function StatementDrawer({ billNo, open, onClose }: { billNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('statements');
  const bill = useBill(open ? billNo : null);
  const user = useUserInfo();
  return (
    <Drawer open={open} onClose={onClose} title={t('details.title', { billNo })} size="min(1280px, 100vw)" destroyOnHidden>
      {bill.isPending && <Skeleton active />}
      {bill.isError && <Alert type="error" showIcon message={refusalText(bill.error)} />}
      {bill.data && (
        <>
          <BillFigures bill={bill.data.bill} />
          <Typography.Paragraph type="secondary" className="statements__terms">
            {t('details.terms')}
          </Typography.Paragraph>
          <ListPage<MonthlyBillLine>
            tabKey="monthlyStatementLines"
            title={t('details.lines')}
            headingLevel={3}
            params={{ billNo }}
            syncUrl={false}
            // Spec 6: an account whose export switch is off (exportFlag 1) has no export here (the server refuses too).
            exportable={user.exportFlag !== 1}
            exportFileName={t('details.exportLinesFile', { billNo })}
          />
          <Typography.Title level={3} className="statements__heading">
            {t('details.adjustments')}
          </Typography.Title>
          <AdjustmentsTable billNo={billNo} />
        </>
      )}
    </Drawer>
  );
}
