import { FilePdfOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { CodBillRow } from '@portal/shared/cod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { BillDrawer } from '../components/bill-drawer.tsx';
import { codBillFilters } from '../components/cod-filters.ts';
import { usePrintBill } from '../components/print-bill-button.tsx';
import '../cod.css';

/**
 * COD bills (spec pages CODbill and codInvoiceNew, issue 17; the spec tells them apart by nothing
 * else, docs/decisions.md): the remittances of the customer's COD cash, newest first; a bill's
 * parcels and export in a drawer; its PDF through the download centre.
 */
export default function CodBillPage() {
  const { t } = useTranslation('cod');
  const [viewing, setViewing] = useState<{ bill: CodBillRow; open: boolean } | null>(null);
  const printing = usePrintBill();
  const rowActions: RowAction<CodBillRow>[] = [
    { key: 'details', label: t('bills.details'), icon: <FileSearchOutlined />, onClick: (bill) => setViewing({ bill, open: true }) },
    { key: 'pdf', label: t('bills.pdf'), icon: <FilePdfOutlined />, onClick: (bill) => printing.mutate(bill.billNo) },
  ];
  return (
    <>
      <ListPage<CodBillRow>
        tabKey="CODbill"
        title={t('bills.title')}
        filters={codBillFilters}
        rowActions={rowActions}
        beforeTable={<p className="cod__intro">{t('bills.intro')}</p>}
      />
      {viewing && <BillDrawer bill={viewing.bill} open={viewing.open} onClose={() => setViewing({ ...viewing, open: false })} />}
    </>
  );
}
