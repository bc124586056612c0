import { type BuiltInTable, table } from '../../lib/list-kit.ts';

/** The advance payment page's ledger (advancePayment, issue 17): every wallet movement, newest first. */
const ledgerColumn = (prop: string) => `advancePayment:columns.${prop}`;

export const PREPAY_LISTS: BuiltInTable[] = [
  {
    tabKey: 'advancePayment',
    name: 'Advance payment ledger (advancePayment)',
    config: table({
      tableApi: 'prepay/queryBillFlow',
      exportApi: 'prepay/exportBillFlow',
      rowKey: 'id',
      exportKey: 'id',
      checkbox: true,
      export: true,
      columnList: [
        {
          label: ledgerColumn('createdAt'),
          prop: 'createdAt',
          width: 170,
          show: true,
          default: true,
          exportRequired: true,
          custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm:ss' },
        },
        { label: ledgerColumn('feeType'), prop: 'feeTypeName', width: 170, show: true, exportRequired: true },
        { label: ledgerColumn('reference'), prop: 'reference', minWidth: 190, show: true, tooltip: true, exportRequired: true },
        { label: ledgerColumn('amountSen'), prop: 'amountSen', width: 140, show: true, exportRequired: true, custom: { kind: 'money' } },
        { label: ledgerColumn('balanceAfterSen'), prop: 'balanceAfterSen', width: 150, show: true, custom: { kind: 'money' } },
        { label: ledgerColumn('note'), prop: 'note', minWidth: 160, show: true, tooltip: true },
      ],
    }),
  },
];
