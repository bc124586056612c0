import { COD_BILL_STATES, COD_PARCEL_STATES, COD_STATE_LABELS } from '@portal/shared/cod';
import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, ORDER_STATUS_OPTIONS, table } from '../../lib/list-kit.ts';

/** COD management, the COD bills and a bill's lines (issue 17 "COD"). */
const codColumn = (prop: string) => `cod:columns.${prop}`;
const COD_STATE_COLOURS: Record<string, string> = {
  awaiting: 'gold',
  collected: 'cyan',
  pending: 'orange',
  toRelease: 'blue',
  releasing: 'geekblue',
  released: 'green',
  returned: 'default',
};
const codStateOptions = (states: readonly (keyof typeof COD_STATE_LABELS)[]) =>
  states.map((value) => ({ value, label: `msg:${COD_STATE_LABELS[value]}`, color: COD_STATE_COLOURS[value] }));
const codMoney = (prop: string, show = true) => ({ label: codColumn(prop), prop, width: 120, show, custom: { kind: 'money' as const } });
const codDate = (prop: string, show = true) => minuteColumn(codColumn(prop), prop, { show });

const COD_PARCELS: TableConfig = table({
  tableApi: 'codManagement',
  rowKey: 'waybillNo',
  exportKey: 'waybillNo',
  columnList: [
    { label: codColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true },
    {
      label: codColumn('state'),
      prop: 'state',
      width: 150,
      show: true,
      custom: { kind: 'enum', options: codStateOptions(COD_PARCEL_STATES) },
    },
    { label: codColumn('status'), prop: 'status', width: 150, show: true, custom: { kind: 'enum', options: ORDER_STATUS_OPTIONS } },
    { label: codColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, tooltip: true },
    codMoney('codSen'),
    codMoney('collectedSen'),
    codMoney('feeSen'),
    codMoney('netSen'),
    codDate('signedAt'),
    codDate('releaseAt'),
    { label: codColumn('billNo'), prop: 'billNo', width: 160, show: true },
    codDate('createTime', false),
  ],
});

const COD_BILLS: TableConfig = table({
  tableApi: 'getCodBills',
  rowKey: 'billNo',
  exportKey: 'billNo',
  columnList: [
    { label: codColumn('billNo'), prop: 'billNo', width: 160, show: true, default: true },
    {
      label: codColumn('billState'),
      prop: 'state',
      width: 130,
      show: true,
      custom: { kind: 'enum', options: codStateOptions(COD_BILL_STATES) },
    },
    codDate('createTime'),
    { label: codColumn('parcels'), prop: 'parcels', width: 90, show: true },
    codMoney('collectedSen'),
    codMoney('feeSen'),
    codMoney('netSen'),
    { label: codColumn('bankAccount'), prop: 'bankAccount', width: 140, show: true },
    { label: codColumn('bankReference'), prop: 'bankReference', width: 200, show: true },
    codDate('releasedAt'),
    { label: codColumn('note'), prop: 'note', minWidth: 180, show: true, tooltip: true },
    codDate('periodFrom', false),
    codDate('periodTo', false),
    { label: codColumn('bankName'), prop: 'bankName', width: 130, show: false },
  ],
});

const COD_BILL_LINES: TableConfig = table({
  tableApi: 'getCodBillDetails',
  exportApi: 'exportCodBillDetails',
  rowKey: 'waybillNo',
  exportKey: 'waybillNo',
  export: true,
  columnList: [
    { label: codColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true, exportRequired: true },
    { label: codColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, tooltip: true },
    codDate('signedAt'),
    codMoney('collectedSen'),
    codMoney('feeSen'),
    codMoney('netSen'),
  ],
});

export const COD_LISTS: BuiltInTable[] = [
  { tabKey: 'codManagement', name: 'COD management (codManagement)', config: COD_PARCELS },
  { tabKey: 'CODbill', name: 'COD bills (CODbill, codInvoiceNew)', config: COD_BILLS },
  { tabKey: 'codBillDetails', name: "A COD bill's parcels (CODbill, codInvoiceNew)", config: COD_BILL_LINES },
];
