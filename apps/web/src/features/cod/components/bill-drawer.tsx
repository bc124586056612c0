import { COD_STATE_LABELS, type CodBillLine, type CodBillRow } from '@portal/shared/cod';
import { formatRinggit } from '@portal/shared/money';
import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { PrintBillButton } from './print-bill-button.tsx';

interface BillDrawerProps {
  bill: CodBillRow;
  open: boolean;
  onClose: () => void;
}

/** One COD bill: its figures and bank transfer, its parcels (getCodBillDetails) with their export, and its PDF. */
export function BillDrawer({ bill, open, onClose }: BillDrawerProps) {
  const { t } = useTranslation('cod');
  const title = t('bills.drawerTitle', { billNo: bill.billNo });
  return (
    <Drawer title={title} open={open} onClose={onClose} size="large" destroyOnHidden extra={<PrintBillButton billNo={bill.billNo} />}>
      <div className="cod__bill-facts">
        <Tag>{t(`msg:${COD_STATE_LABELS[bill.state]}`)}</Tag>
        <span>
          {t('bills.figures', {
            count: bill.parcels,
            parcels: bill.parcels.toLocaleString('en'),
            collected: formatRinggit(bill.collectedSen),
            fee: formatRinggit(bill.feeSen),
            net: formatRinggit(bill.netSen),
          })}
        </span>
        {bill.bankAccount && <span>{t('bills.bank', { bank: [bill.bankName, bill.bankAccount].filter(Boolean).join(' ') })}</span>}
        {bill.bankReference && <span>{t('bills.reference', { reference: bill.bankReference })}</span>}
        {bill.note && <span>{bill.note}</span>}
      </div>
      <ListPage<CodBillLine>
        tabKey="codBillDetails"
        title={bill.billNo}
        headingLevel={2}
        params={{ billNo: bill.billNo }}
        exportFileName={bill.billNo}
        syncUrl={false}
      />
    </Drawer>
  );
}
