import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, table } from '../../lib/list-kit.ts';

const cashBillColumn = (prop: string) => `cashBills:columns.${prop}`;
/**
 * Cash bills (issue 17): a bill a day with its figures and invoices. The new page (cashBillNew) shows
 * the SST and what is not yet invoiced by default; the first shows them through column settings.
 */
function cashBills(breakdown: boolean): TableConfig {
  const money = (prop: string, show: boolean) => ({
    label: cashBillColumn(prop),
    prop,
    width: 130,
    show,
    exportRequired: prop === 'totalSen',
    custom: { kind: 'money' as const },
  });
  return table({
    tableApi: 'getCashBills',
    exportApi: 'exportCashBills',
    rowKey: 'billNo',
    exportKey: 'billNo',
    checkbox: true,
    export: true,
    columnList: [
      { label: cashBillColumn('billNo'), prop: 'billNo', minWidth: 190, show: true, default: true, exportRequired: true },
      { label: cashBillColumn('day'), prop: 'day', width: 120, show: true, exportRequired: true },
      {
        label: cashBillColumn('state'),
        prop: 'state',
        width: 100,
        show: true,
        custom: {
          kind: 'enum',
          options: [
            { value: 'OPEN', label: 'cashBills:state.OPEN', color: 'gold' },
            { value: 'CLOSED', label: 'cashBills:state.CLOSED', color: 'green' },
          ],
        },
      },
      { label: cashBillColumn('shipments'), prop: 'shipments', width: 100, show: true, exportRequired: true },
      money('amountSen', breakdown),
      money('sstSen', breakdown),
      money('totalSen', true),
      { label: cashBillColumn('invoiceNos'), prop: 'invoiceNos', minWidth: 170, show: true, tooltip: true },
      { label: cashBillColumn('uninvoiced'), prop: 'uninvoiced', width: 120, show: breakdown },
    ],
  });
}

export const CASH_BILL_LISTS: BuiltInTable[] = [
  ...(['cashBill', 'cashBillNew'] as const).map((tabKey) => ({
    tabKey,
    name: `Cash bills (${tabKey})`,
    config: cashBills(tabKey === 'cashBillNew'),
  })),
];
