import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

/** Monthly statements (issue 17): both statement pages list the statements; the details drawer lists one's lines. */
const statementColumn = (prop: string) => `statements:columns.${prop}`;
const money = (prop: string, show = true) => ({ label: statementColumn(prop), prop, width: 130, show, custom: { kind: 'money' as const } });
const STATEMENTS: TableConfig = table({
  tableApi: 'getMonthlyBills',
  exportApi: 'exportBills',
  rowKey: 'billNo',
  exportKey: 'billNo',
  checkbox: true,
  export: true,
  columnList: [
    { label: statementColumn('billNo'), prop: 'billNo', width: 150, show: true, default: true, exportRequired: true },
    { label: statementColumn('billMonth'), prop: 'billMonth', width: 100, show: true, default: true, exportRequired: true },
    {
      label: statementColumn('status'),
      prop: 'status',
      width: 110,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: 'UNPAID', label: 'statements:status.UNPAID', color: 'orange' },
          { value: 'PAID', label: 'statements:status.PAID', color: 'green' },
        ],
      },
    },
    { label: statementColumn('dueDate'), prop: 'dueDate', width: 120, show: true },
    { label: statementColumn('shipments'), prop: 'shipments', width: 100, show: true },
    money('shipmentsSen'),
    money('adjustmentsSen'),
    money('sstSen'),
    { ...money('totalSen'), default: true, exportRequired: true },
    { label: statementColumn('invoiceNos'), prop: 'invoiceNos', minWidth: 150, show: true, tooltip: true },
    minuteColumn(statementColumn('issuedAt'), 'issuedAt', { show: false }),
    { label: statementColumn('pieces'), prop: 'pieces', width: 90, show: false },
    money('freightSen', false),
    money('insuranceSen', false),
    money('codFeeSen', false),
    money('discountSen', false),
    money('taxableSen', false),
  ],
});
const STATEMENT_LINES: TableConfig = table({
  tableApi: 'getMonthlyBillDetails',
  exportApi: 'exportBillDetails',
  rowKey: 'lineNo',
  exportKey: 'waybillNo',
  export: true,
  columnSetting: false,
  columnList: [
    { label: statementColumn('lineNo'), prop: 'lineNo', width: 70, show: true, default: true },
    { label: statementColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true, exportRequired: true },
    {
      label: statementColumn('lineStatus'),
      prop: 'status',
      width: 110,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: 'SIGNED', label: 'statements:lineStatus.SIGNED', color: 'green' },
          { value: 'RETURNED', label: 'statements:lineStatus.RETURNED', color: 'volcano' },
        ],
      },
    },
    minuteColumn(statementColumn('statusAt'), 'statusAt'),
    { label: statementColumn('expressType'), prop: 'expressType', width: 80, show: true },
    { label: statementColumn('receiverCity'), prop: 'receiverCity', minWidth: 130, show: true, tooltip: true },
    { label: statementColumn('chargeableWeightG'), prop: 'chargeableWeightG', width: 120, show: true },
    money('freightSen'),
    money('insuranceSen', false),
    money('codFeeSen'),
    money('discountSen'),
    { ...money('amountSen'), exportRequired: true },
    { label: statementColumn('orderCode'), prop: 'orderCode', width: 140, show: false, tooltip: true },
    minuteColumn(statementColumn('createdAt'), 'createdAt', { show: false }),
  ],
});

export const STATEMENT_LISTS: BuiltInTable[] = [
  { tabKey: 'monthlyStatement', name: 'Monthly statements (monthlyStatement)', config: STATEMENTS },
  { tabKey: 'monthlyStatementNew', name: 'Monthly statements, new (monthlyStatementNew)', config: STATEMENTS },
  { tabKey: 'monthlyStatementLines', name: 'Monthly statement details (monthlyStatement)', config: STATEMENT_LINES },
];
