import { ORDER_CHANGE_KIND_LABELS } from '@portal/shared/order-changes';
import type { TableConfig } from '@portal/shared/table-config';
import { PROBLEM_REASON_LABELS } from '@portal/shared/waybills';
import { type BuiltInTable, minuteColumn, ORDER_STATUS_OPTIONS, PAY_METHOD_OPTIONS, table } from '../../lib/list-kit.ts';

/** Order management (orderManage, issue 5): status, serve type and pay method as the server's labels. */
const SERVE_TYPE_OPTIONS = [
  { value: 'PICK UP', label: 'msg:serveTypePickUp' },
  { value: 'DROP OFF', label: 'msg:serveTypeDropOff' },
];
const orderColumn = (prop: string) => `orderManage:columns.${prop}`;

const ORDER_MANAGE: TableConfig = table({
  tableApi: 'getOrders',
  exportApi: 'exportOrders',
  rowKey: 'waybillNo',
  exportKey: 'waybillNo',
  checkbox: true,
  export: true,
  columnList: [
    { label: orderColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true, exportRequired: true },
    { label: orderColumn('status'), prop: 'status', width: 140, show: true, custom: { kind: 'enum', options: ORDER_STATUS_OPTIONS } },
    minuteColumn(orderColumn('createTime'), 'createTime'),
    { label: orderColumn('expressTypeName'), prop: 'expressTypeName', width: 130, show: true, tooltip: true },
    { label: orderColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, tooltip: true },
    { label: orderColumn('receiverTel'), prop: 'receiverTel', width: 120, show: true },
    { label: orderColumn('receiverAddress'), prop: 'receiverAddress', width: 130, show: true },
    { label: orderColumn('destination'), prop: 'destination', minWidth: 180, show: true, tooltip: true },
    { label: orderColumn('weightKg'), prop: 'weightKg', width: 100, show: true },
    { label: orderColumn('packageCount'), prop: 'packageCount', width: 80, show: true },
    { label: orderColumn('codSen'), prop: 'codSen', width: 110, show: true, custom: { kind: 'money' } },
    {
      label: orderColumn('totalSen'),
      prop: 'totalSen',
      width: 150,
      show: true,
      custom: { kind: 'money', voidProp: 'chargeVoid' },
    },
    { label: orderColumn('payMethod'), prop: 'payMethod', width: 150, show: true, custom: { kind: 'enum', options: PAY_METHOD_OPTIONS } },
    { label: orderColumn('orderCode'), prop: 'orderCode', width: 140, show: true, tooltip: true },
    { label: orderColumn('senderName'), prop: 'senderName', minWidth: 150, show: false, tooltip: true },
    { label: orderColumn('serveType'), prop: 'serveType', width: 110, show: false, custom: { kind: 'enum', options: SERVE_TYPE_OPTIONS } },
    { label: orderColumn('receiverPostcode'), prop: 'receiverPostcode', width: 100, show: false },
  ],
});

/** My waybills (mangeWaybill, issue 15): order management's columns and what the courier's scans decided. */
const waybillColumn = (prop: string) => `waybills:columns.${prop}`;
const dateColumn = (prop: string, show: boolean) => minuteColumn(waybillColumn(prop), prop, { show });
const PROBLEM_REASON_OPTIONS = Object.entries(PROBLEM_REASON_LABELS).map(([value, key]) => ({ value, label: `msg:${key}` }));

const MY_WAYBILLS: TableConfig = table({
  tableApi: 'getSendOrders',
  exportApi: 'exportSendOrder',
  rowKey: 'waybillNo',
  exportKey: 'waybillNo',
  checkbox: true,
  export: true,
  columnList: [
    { label: waybillColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true, exportRequired: true },
    { label: waybillColumn('status'), prop: 'status', width: 150, show: true, custom: { kind: 'enum', options: ORDER_STATUS_OPTIONS } },
    dateColumn('statusAt', true),
    dateColumn('createTime', true),
    { label: waybillColumn('expressTypeName'), prop: 'expressTypeName', width: 130, show: true, tooltip: true },
    { label: waybillColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, tooltip: true },
    { label: waybillColumn('receiverTel'), prop: 'receiverTel', width: 120, show: true },
    { label: waybillColumn('destination'), prop: 'destination', minWidth: 180, show: true, tooltip: true },
    { label: waybillColumn('packageCount'), prop: 'packageCount', width: 80, show: true },
    { label: waybillColumn('codSen'), prop: 'codSen', width: 110, show: true, custom: { kind: 'money' } },
    { label: waybillColumn('codCollectedSen'), prop: 'codCollectedSen', width: 120, show: true, custom: { kind: 'money' } },
    { label: waybillColumn('totalSen'), prop: 'totalSen', width: 150, show: true, custom: { kind: 'money', voidProp: 'chargeVoid' } },
    dateColumn('signedAt', true),
    { label: waybillColumn('signerName'), prop: 'signerName', width: 140, show: true, tooltip: true },
    {
      label: waybillColumn('problemReason'),
      prop: 'problemReason',
      width: 170,
      show: true,
      custom: { kind: 'enum', options: PROBLEM_REASON_OPTIONS },
    },
    {
      label: waybillColumn('payMethod'),
      prop: 'payMethod',
      width: 150,
      show: false,
      custom: { kind: 'enum', options: PAY_METHOD_OPTIONS },
    },
    dateColumn('pickedUpAt', false),
    { label: waybillColumn('orderCode'), prop: 'orderCode', width: 140, show: false, tooltip: true },
    { label: waybillColumn('weightKg'), prop: 'weightKg', width: 100, show: false },
    { label: waybillColumn('receiverAddress'), prop: 'receiverAddress', width: 130, show: false },
    { label: waybillColumn('receiverPostcode'), prop: 'receiverPostcode', width: 100, show: false },
    { label: waybillColumn('senderName'), prop: 'senderName', minWidth: 150, show: false, tooltip: true },
  ],
});

/** The waybill edit log (waybillEditLog, issue 15): one line per field changed, newest first. */
const CHANGE_KIND_OPTIONS = Object.entries(ORDER_CHANGE_KIND_LABELS).map(([value, key]) => ({ value, label: `msg:${key}` }));
const logColumn = (prop: string) => `waybills:editLog.columns.${prop}`;
const EDIT_LOG: TableConfig = table({
  tableApi: 'getWaybillEditLog',
  exportApi: 'exportWaybillEditLog',
  rowKey: 'id',
  exportKey: 'id',
  checkbox: true,
  export: true,
  columnList: [
    {
      label: logColumn('changedAt'),
      prop: 'changedAt',
      width: 160,
      show: true,
      default: true,
      exportRequired: true,
      custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm:ss' },
    },
    { label: logColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true, default: true, exportRequired: true },
    { label: logColumn('kind'), prop: 'kind', width: 140, show: true, custom: { kind: 'enum', options: CHANGE_KIND_OPTIONS } },
    { label: logColumn('fieldLabel'), prop: 'fieldLabel', width: 150, show: true, exportRequired: true },
    { label: logColumn('before'), prop: 'before', minWidth: 180, show: true, tooltip: true, exportRequired: true },
    { label: logColumn('after'), prop: 'after', minWidth: 180, show: true, tooltip: true, exportRequired: true },
    { label: logColumn('changedBy'), prop: 'changedBy', width: 140, show: true },
  ],
});

export const ORDER_LISTS: BuiltInTable[] = [
  {
    tabKey: 'orderManage',
    name: 'Order management (orderManage)',
    config: ORDER_MANAGE,
  },
  {
    tabKey: 'mangeWaybill',
    name: 'My waybills (mangeWaybill)',
    config: MY_WAYBILLS,
  },
  {
    tabKey: 'waybillEditLog',
    name: 'Waybill edit log (waybillEditLog)',
    config: EDIT_LOG,
  },
];
