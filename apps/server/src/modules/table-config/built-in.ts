import { COD_BILL_STATES, COD_PARCEL_STATES, COD_STATE_LABELS } from '@portal/shared/cod';
import { BANNER_TONES } from '@portal/shared/dashboard';
import { PAY_METHODS } from '@portal/shared/order';
import { ORDER_CHANGE_KIND_LABELS } from '@portal/shared/order-changes';
import { ORDER_STATUS_LABELS, PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { SMS_EVENTS, SMS_STATE_LABELS, SMS_STATES } from '@portal/shared/sms';
import type { TableConfig } from '@portal/shared/table-config';
import { PROBLEM_REASON_LABELS } from '@portal/shared/waybills';

/**
 * The table configurations the release ships, by tabKey. Seeded into the database when missing
 * (the administrator may then change them) and restored by `sendSyncTableList`. Column labels are
 * translation keys, so a header follows the interface language and the language maintenance screen.
 */
export interface BuiltInTable {
  tabKey: string;
  name: string;
  config: TableConfig;
}

const STATUS_OPTIONS = [
  { value: 1, label: 'msg:statusEnabled', color: 'green' },
  { value: 2, label: 'msg:statusDisabled', color: 'default' },
];

const table = (partial: Partial<TableConfig> & Pick<TableConfig, 'columnList' | 'tableApi'>): TableConfig => ({
  pageSizes: [10, 20, 30, 40, 50, 100],
  pageSize: 20,
  pagination: true,
  checkbox: false,
  index: false,
  export: false,
  columnSetting: true,
  tableParams: {},
  rowKey: 'id',
  exportKey: 'orderNo',
  idKey: 'ids',
  summary: false,
  ...partial,
});

/** A time column to the minute (Malaysian time, as every list shows a time): 150 px and shown unless said. */
const minuteColumn = (label: string, prop: string, { width = 150, show = true }: { width?: number; show?: boolean } = {}) => ({
  label,
  prop,
  width,
  show,
  custom: { kind: 'date' as const, format: 'YYYY-MM-DD HH:mm' },
});

const DEFAULT_OPTIONS = [
  { value: '1', label: 'lists:addresses.isDefault', color: 'red' },
  { value: '0', label: 'lists:addresses.notDefault' },
];

type Columns = TableConfig['columnList'];

const SMS_EVENT_OPTIONS = SMS_EVENTS.map((e) => ({ value: e, label: `msg:${ORDER_STATUS_LABELS[e]}` }));
const SMS_STATE_COLOURS = { QUEUED: 'default', SENT: 'blue', DELIVERED: 'green', FAILED: 'red', OPTED_OUT: 'orange' } as const;
const SMS_STATE_OPTIONS = SMS_STATES.map((s) => ({ value: s, label: `msg:${SMS_STATE_LABELS[s]}`, color: SMS_STATE_COLOURS[s] }));

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

/**
 * The three address books (issue 4): one list call per kind of book, the book fixed by
 * `tableParams.addressType` (the export reads the same filters, so it names the book too).
 * `place` are the columns between the phone and the address; `hidden` ones can be shown by the user.
 */
function addressBook(addressType: string, tableApi: string, place: Columns, hidden: Columns): TableConfig {
  return table({
    tableApi,
    tableParams: { addressType },
    exportApi: 'exportAddress',
    exportKey: 'id',
    checkbox: true,
    index: true,
    export: true,
    columnList: [
      { label: 'lists:addresses.name', prop: 'name', minWidth: 150, show: true, default: true, exportRequired: true, tooltip: true },
      { label: 'lists:addresses.contacts', prop: 'contacts', width: 130, show: true, exportRequired: true, custom: { kind: 'phone' } },
      ...place,
      { label: 'lists:addresses.postcode', prop: 'postcode', width: 100, show: true, exportRequired: true },
      { label: 'lists:addresses.address', prop: 'address', minWidth: 220, show: true, exportRequired: true, tooltip: true },
      {
        label: 'lists:addresses.defaultaddress',
        prop: 'defaultaddress',
        width: 90,
        show: true,
        custom: { kind: 'enum', options: DEFAULT_OPTIONS },
      },
      minuteColumn('lists:addresses.updateTime', 'updateTime'),
      ...hidden,
    ],
  });
}

// Town and state in columns of their own: provCityArea ('Selangor,Petaling Jaya,47301') repeats
// the postcode and reads poorly, so it is offered hidden (column settings, export).
const town = { label: 'lists:addresses.city', prop: 'city', minWidth: 130, show: true, tooltip: true };
const DOMESTIC_PLACE: Columns = [town, { label: 'lists:addresses.prov', prop: 'prov', minWidth: 140, show: true, tooltip: true }];
const DOMESTIC_HIDDEN: Columns = [
  { label: 'lists:addresses.provCityArea', prop: 'provCityArea', minWidth: 240, show: false, tooltip: true },
];

/** Order management (orderManage, issue 5): status, product and pay method as the server's labels. */
const ORDER_STATUS_OPTIONS = (
  [
    ['PENDING', 'Pending', 'gold'],
    ['PUSAT_DISPATCH', 'PusatDispatch', 'cyan'],
    ['DISPATCH', 'Dispatch', 'cyan'],
    ['GOT', 'Got', 'blue'],
    ['IN_TRANSIT', 'InTransit', 'blue'],
    ['DELIVERING', 'Delivering', 'geekblue'],
    ['UNSIGNED', 'Unsigned', 'orange'],
    ['SIGNED', 'Signed', 'green'],
    ['PICKUP_FAILED', 'PickupFailed', 'orange'],
    ['RETURNING', 'Returning', 'purple'],
    ['RETURNED', 'Returned', 'purple'],
    ['PROBLEM', 'Problem', 'red'],
    ['CANCEL_ORDER', 'Cancelled', 'default'],
  ] as const
).map(([value, name, color]) => ({ value, label: `msg:orderStatus${name}`, color }));
// The order form's names (PAY_METHOD_LABELS): one name for each pay method on the form and in every list.
const PAY_METHOD_OPTIONS = PAY_METHODS.map((value) => ({ value, label: `msg:${PAY_METHOD_LABELS[value]}` }));
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

const preOrderColumn = (prop: string) => `preOrders:columns.${prop}`;

/** Pre-orders (issue 16): the saved ones, receiver masked, selectable for a batch. */
const PRE_ORDERS: TableConfig = table({
  tableApi: 'getVipOrderList',
  checkbox: true,
  index: true,
  columnList: [
    { label: preOrderColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, default: true, tooltip: true },
    { label: preOrderColumn('receiverTel'), prop: 'receiverTel', width: 130, show: true },
    { label: preOrderColumn('receiverAddress'), prop: 'receiverAddress', width: 140, show: true },
    { label: preOrderColumn('goodsName'), prop: 'goodsName', minWidth: 140, show: true, tooltip: true },
    { label: preOrderColumn('weightKg'), prop: 'weightKg', width: 110, show: true },
    { label: preOrderColumn('expressType'), prop: 'expressType', width: 100, show: true },
    {
      label: preOrderColumn('payMethod'),
      prop: 'payMethod',
      width: 150,
      show: true,
      custom: { kind: 'enum', options: PAY_METHOD_OPTIONS },
    },
    { label: preOrderColumn('senderName'), prop: 'senderName', minWidth: 150, show: false, tooltip: true },
    { label: preOrderColumn('createdAt'), prop: 'createdAt', width: 150, show: true, custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' } },
  ],
});

/** My waybills (mangeWaybill, issue 15): order management's columns and what the courier's scans decided. */
const waybillColumn = (prop: string) => `waybills:columns.${prop}`;
const dateColumn = (prop: string, show: boolean) => ({
  label: waybillColumn(prop),
  prop,
  width: 150,
  show,
  custom: { kind: 'date' as const, format: 'YYYY-MM-DD HH:mm' },
});
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

/** The advance payment page's ledger (advancePayment, issue 17): every wallet movement, newest first. */
const ledgerColumn = (prop: string) => `advancePayment:columns.${prop}`;

/** Complaints and suggestions (complaintsSuggestIndex, issue 18). */
const complaintColumn = (prop: string) => `complaints:columns.${prop}`;
/** Work orders (workOrderManage, issue 18). */
const workOrderColumn = (prop: string) => `workOrders:columns.${prop}`;

/** The member mall's logs (integralLog, growthLog, exchangeLog; issue 18): lines of the points ledger and the gift orders. */
const mallColumn = (prop: string) => `mall:columns.${prop}`;
const mallLedger = (tabKey: 'integralLog' | 'growthLog'): TableConfig =>
  table({
    tableApi: tabKey === 'integralLog' ? 'mall/queryIntegralLog' : 'mall/queryGrowthLog',
    rowKey: 'id',
    columnList: [
      minuteColumn(mallColumn('createdAt'), 'createdAt'),
      {
        label: mallColumn('kind'),
        prop: 'kind',
        width: 170,
        show: true,
        default: true,
        custom: {
          kind: 'enum',
          options: [
            { value: 'ORDER', label: 'msg:mallKindOrder', color: 'green' },
            { value: 'ORDER_EDIT', label: 'msg:mallKindOrderEdit', color: 'blue' },
            { value: 'REFUND', label: 'msg:mallKindRefund', color: 'red' },
            { value: 'STATEMENT', label: 'msg:mallKindStatement', color: 'green' },
            { value: 'EXCHANGE', label: 'msg:mallKindExchange', color: 'orange' },
            { value: 'OPENING', label: 'msg:mallKindOpening', color: 'default' },
          ],
        },
      },
      { label: mallColumn('reference'), prop: 'reference', minWidth: 170, show: true, tooltip: true },
      ...(tabKey === 'integralLog'
        ? [
            { label: mallColumn('points'), prop: 'points', width: 110, show: true, default: true },
            { label: mallColumn('balanceAfter'), prop: 'balanceAfter', width: 130, show: true },
          ]
        : [
            { label: mallColumn('growth'), prop: 'growth', width: 110, show: true, default: true },
            { label: mallColumn('growthAfter'), prop: 'growthAfter', width: 130, show: true },
          ]),
    ],
  });

/** Claims for lost or damaged parcels (claimsManagement, issue 18). */
const claimColumn = (prop: string) => `claims:columns.${prop}`;

/** The dashboard's banners and announcements (dashboardContent, issue 15): titles in the administrator's language. */
const contentColumn = (prop: string) => `lists:contentAdmin.columns.${prop}`;
const contentTime = (prop: string) => minuteColumn(contentColumn(prop), prop);
const contentTitle = { label: contentColumn('title'), prop: 'localTitle', minWidth: 220, show: true, default: true, tooltip: true };
const DASHBOARD_BANNERS: TableConfig = table({
  tableApi: 'listAdvertising',
  columnList: [
    contentTitle,
    {
      label: contentColumn('active'),
      prop: 'active',
      width: 100,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: true, label: 'lists:contentAdmin.active', color: 'green' },
          { value: false, label: 'lists:contentAdmin.inactive', color: 'default' },
        ],
      },
    },
    {
      label: contentColumn('tone'),
      prop: 'tone',
      width: 100,
      show: true,
      custom: {
        kind: 'enum',
        options: BANNER_TONES.map((tone) => ({ value: tone, label: `lists:contentAdmin.tones.${tone}`, color: tone })),
      },
    },
    { label: contentColumn('sort'), prop: 'sort', width: 80, show: true },
    { label: contentColumn('link'), prop: 'link', minWidth: 160, show: true, tooltip: true },
    contentTime('startsAt'),
    contentTime('endsAt'),
    contentTime('updatedAt'),
  ],
});
const DASHBOARD_ANNOUNCEMENTS: TableConfig = table({
  tableApi: 'listInformation',
  columnList: [
    contentTitle,
    {
      label: contentColumn('pinned'),
      prop: 'pinned',
      width: 110,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: true, label: 'lists:contentAdmin.pinned', color: 'orange' },
          { value: false, label: 'lists:contentAdmin.notPinned' },
        ],
      },
    },
    contentTime('startsAt'),
    contentTime('endsAt'),
    contentTime('updatedAt'),
  ],
});

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
    { label: statementColumn('issuedAt'), prop: 'issuedAt', width: 150, show: false, custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' } },
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
    { label: statementColumn('statusAt'), prop: 'statusAt', width: 150, show: true, custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' } },
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

/** Marketplace orders (issue 16): shop orders read from the seller centres' exports, selectable until shipped. */
const marketplaceColumn = (prop: string) => `marketplace:columns.${prop}`;
const COMMERCE_ORDERS: TableConfig = table({
  tableApi: 'getCommerceOrders',
  checkbox: true,
  columnList: [
    {
      label: marketplaceColumn('platform'),
      prop: 'platform',
      width: 120,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: 'SHOPEE', label: 'marketplace:platform.SHOPEE', color: 'orange' },
          { value: 'LAZADA', label: 'marketplace:platform.LAZADA', color: 'blue' },
          { value: 'TIKTOK', label: 'marketplace:platform.TIKTOK', color: 'default' },
        ],
      },
    },
    { label: marketplaceColumn('shopOrderId'), prop: 'shopOrderId', width: 170, show: true, default: true },
    {
      label: marketplaceColumn('status'),
      prop: 'status',
      width: 110,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: 'NEW', label: 'marketplace:status.NEW', color: 'gold' },
          { value: 'SHIPPED', label: 'marketplace:status.SHIPPED', color: 'green' },
        ],
      },
    },
    { label: marketplaceColumn('receiverName'), prop: 'receiverName', minWidth: 150, show: true, tooltip: true },
    { label: marketplaceColumn('receiverTel'), prop: 'receiverTel', width: 130, show: true },
    { label: marketplaceColumn('receiverPostcode'), prop: 'receiverPostcode', width: 90, show: true },
    { label: marketplaceColumn('receiverAddress'), prop: 'receiverAddress', minWidth: 200, show: false, tooltip: true },
    { label: marketplaceColumn('goodsName'), prop: 'goodsName', minWidth: 160, show: true, tooltip: true },
    { label: marketplaceColumn('quantity'), prop: 'quantity', width: 70, show: true },
    { label: marketplaceColumn('weightKg'), prop: 'weightKg', width: 100, show: true },
    { label: marketplaceColumn('codSen'), prop: 'codSen', width: 100, show: true, custom: { kind: 'money' } },
    { label: marketplaceColumn('amountSen'), prop: 'amountSen', width: 120, show: false, custom: { kind: 'money' } },
    { label: marketplaceColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
    minuteColumn(marketplaceColumn('importedAt'), 'importedAt'),
  ],
});

export const BUILT_IN_TABLES: BuiltInTable[] = [
  {
    tabKey: 'userManage',
    name: 'Sub-accounts (userManage)',
    config: table({
      tableApi: 'userList',
      exportApi: 'exportUserList',
      checkbox: true,
      index: true,
      export: true,
      exportKey: 'loginCode',
      columnList: [
        { label: 'lists:subAccounts.loginCode', prop: 'loginCode', minWidth: 160, show: true, default: true, exportRequired: true },
        { label: 'lists:subAccounts.name', prop: 'name', minWidth: 160, show: true, tooltip: true },
        { label: 'lists:subAccounts.mobile', prop: 'mobile', width: 150, show: true, custom: { kind: 'phone' } },
        { label: 'lists:subAccounts.status', prop: 'status', width: 110, show: true, custom: { kind: 'enum', options: STATUS_OPTIONS } },
        { label: 'lists:subAccounts.pages', prop: 'pageCount', width: 120, show: true },
        minuteColumn('lists:subAccounts.createdAt', 'createdAt', { width: 180 }),
        minuteColumn('lists:subAccounts.lastLoginAt', 'lastLoginAt', { width: 180 }),
      ],
    }),
  },
  {
    tabKey: 'i18nManage',
    name: 'Language maintenance (i18nManage)',
    config: table({
      tableApi: 'listI18n',
      exportApi: 'exportI18n',
      checkbox: true,
      export: true,
      exportKey: 'key',
      columnList: [
        { label: 'lists:i18n.key', prop: 'key', minWidth: 240, show: true, default: true, exportRequired: true, tooltip: true },
        { label: 'lists:i18n.zh', prop: 'zh', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        { label: 'lists:i18n.en', prop: 'en', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        { label: 'lists:i18n.ml', prop: 'ml', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        minuteColumn('lists:i18n.updateTime', 'updateTime', { width: 170 }),
      ],
    }),
  },
  {
    tabKey: 'tableList',
    name: 'Table list settings (table)',
    config: table({
      tableApi: 'getTableLists',
      // Every configuration the release ships (about 30) on one page: the administrator looks for one by name.
      pageSize: 50,
      checkbox: true,
      columnList: [
        { label: 'lists:tables.tabKey', prop: 'tabKey', minWidth: 180, show: true, default: true },
        { label: 'lists:tables.name', prop: 'name', minWidth: 220, show: true, tooltip: true },
        { label: 'lists:tables.tableApi', prop: 'tableApi', width: 170, show: true },
        { label: 'lists:tables.columns', prop: 'columns', width: 100, show: true },
        {
          label: 'lists:tables.builtIn',
          prop: 'builtIn',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: true, label: 'lists:tables.shipped', color: 'blue' },
              { value: false, label: 'lists:tables.added', color: 'default' },
            ],
          },
        },
        minuteColumn('lists:tables.updateTime', 'updateTime', { width: 170 }),
      ],
    }),
  },
  {
    tabKey: 'senderAddress',
    name: 'Sender addresses (senderAddress)',
    config: addressBook('userAddress', 'queryList', DOMESTIC_PLACE, DOMESTIC_HIDDEN),
  },
  {
    tabKey: 'receiverAddress',
    name: 'Receiver addresses (receiverAddress)',
    config: addressBook('1', 'queryList', DOMESTIC_PLACE, DOMESTIC_HIDDEN),
  },
  {
    tabKey: 'internationalAddress',
    name: 'International receivers (internationalAddress)',
    config: addressBook(
      'interAddress',
      'queryInterList',
      [
        { label: 'lists:addresses.country', prop: 'countryName', width: 120, show: true, exportRequired: true },
        town,
        { label: 'lists:addresses.stateOrProvince', prop: 'prov', minWidth: 140, show: true, tooltip: true },
      ],
      [{ label: 'lists:addresses.email', prop: 'email', minWidth: 180, show: false, tooltip: true }],
    ),
  },
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
  {
    tabKey: 'dashboardBanners',
    name: 'Dashboard banners (dashboardContent)',
    config: DASHBOARD_BANNERS,
  },
  {
    tabKey: 'dashboardAnnouncements',
    name: 'Dashboard announcements (dashboardContent)',
    config: DASHBOARD_ANNOUNCEMENTS,
  },
  {
    tabKey: 'preOrders',
    name: 'Pre-orders (preOrders)',
    config: PRE_ORDERS,
  },
  {
    tabKey: 'smartOrders',
    name: 'Smart orders (smartOrders)',
    config: table({
      tableApi: 'smartOrderList',
      pagination: false,
      columnList: [
        { label: preOrderColumn('smartName'), prop: 'name', minWidth: 180, show: true, default: true, tooltip: true },
        { label: preOrderColumn('goodsName'), prop: 'goodsName', minWidth: 140, show: true, tooltip: true },
        { label: preOrderColumn('expressType'), prop: 'expressType', width: 100, show: true },
        {
          label: preOrderColumn('payMethod'),
          prop: 'payMethod',
          width: 150,
          show: true,
          custom: { kind: 'enum', options: PAY_METHOD_OPTIONS },
        },
        { label: preOrderColumn('senderName'), prop: 'senderName', minWidth: 150, show: true, tooltip: true },
        minuteColumn(preOrderColumn('updatedAt'), 'updatedAt'),
      ],
    }),
  },
  ...(['accessoryLibrary', 'updatingFiles'] as const).map((tabKey) => ({
    tabKey,
    name: `Accessory library (${tabKey})`,
    config: table({
      tableApi: 'getAccessoryList',
      pagination: false,
      columnList: [
        { label: preOrderColumn('displayName'), prop: 'displayName', minWidth: 220, show: true, default: true, tooltip: true },
        { label: preOrderColumn('contentType'), prop: 'contentType', minWidth: 160, show: true, tooltip: true },
        { label: preOrderColumn('size'), prop: 'size', width: 110, show: true },
        { label: preOrderColumn('remark'), prop: 'remark', minWidth: 160, show: true, tooltip: true },
        minuteColumn(preOrderColumn('uploadedAt'), 'createdAt'),
      ],
    }),
  })),
  {
    tabKey: 'pickupReservation',
    name: 'Pickup booking (pickupReservation)',
    config: table({
      tableApi: 'findReserveInfo',
      pagination: false,
      columnList: [
        { label: preOrderColumn('day'), prop: 'day', width: 120, show: true, default: true },
        { label: preOrderColumn('window'), prop: 'window', width: 100, show: true },
        { label: preOrderColumn('contactName'), prop: 'contactName', minWidth: 140, show: true, tooltip: true },
        { label: preOrderColumn('contactTel'), prop: 'contactTel', width: 130, show: true },
        { label: preOrderColumn('address'), prop: 'address', minWidth: 200, show: true, tooltip: true },
        { label: preOrderColumn('parcels'), prop: 'parcels', width: 90, show: true },
        {
          label: preOrderColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'BOOKED', label: 'preOrders:status.BOOKED', color: 'green' },
              { value: 'CANCELLED', label: 'preOrders:status.CANCELLED', color: 'default' },
            ],
          },
        },
      ],
    }),
  },
  {
    tabKey: 'commerceOrders',
    name: 'Marketplace orders (commerceOrders)',
    config: COMMERCE_ORDERS,
  },
  { tabKey: 'codManagement', name: 'COD management (codManagement)', config: COD_PARCELS },
  { tabKey: 'CODbill', name: 'COD bills (CODbill, codInvoiceNew)', config: COD_BILLS },
  { tabKey: 'codBillDetails', name: "A COD bill's parcels (CODbill, codInvoiceNew)", config: COD_BILL_LINES },
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
  ...(['cashBill', 'cashBillNew'] as const).map((tabKey) => ({
    tabKey,
    name: `Cash bills (${tabKey})`,
    config: cashBills(tabKey === 'cashBillNew'),
  })),
  { tabKey: 'monthlyStatement', name: 'Monthly statements (monthlyStatement)', config: STATEMENTS },
  { tabKey: 'monthlyStatementNew', name: 'Monthly statements, new (monthlyStatementNew)', config: STATEMENTS },
  { tabKey: 'monthlyStatementLines', name: 'Monthly statement details (monthlyStatement)', config: STATEMENT_LINES },
  {
    tabKey: 'complaintsSuggestIndex',
    name: 'Complaints and suggestions (complaintsSuggestIndex)',
    config: table({
      tableApi: 'getComplaintList',
      rowKey: 'id',
      columnList: [
        { label: complaintColumn('complaintNo'), prop: 'complaintNo', width: 130, show: true, default: true },
        {
          label: complaintColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'UNTREATED', label: 'msg:complaintUntreated', color: 'orange' },
              { value: 'PROCESSING', label: 'msg:complaintProcessing', color: 'blue' },
              { value: 'PROCESSED', label: 'msg:complaintProcessed', color: 'green' },
              { value: 'END', label: 'msg:complaintEnd', color: 'default' },
            ],
          },
        },
        { label: complaintColumn('typeName'), prop: 'typeName', width: 100, show: false },
        { label: complaintColumn('subTypeName'), prop: 'subTypeName', minWidth: 160, show: true, tooltip: true },
        { label: complaintColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: complaintColumn('content'), prop: 'content', minWidth: 180, show: true, tooltip: true },
        { label: complaintColumn('satisfaction'), prop: 'satisfaction', width: 90, show: false },
        minuteColumn(complaintColumn('createdAt'), 'createdAt'),
        minuteColumn(complaintColumn('updatedAt'), 'updatedAt', { show: false }),
      ],
    }),
  },
  {
    tabKey: 'workOrderManage',
    name: 'Work orders (workOrderManage)',
    config: table({
      tableApi: 'getWorkOrderList',
      rowKey: 'id',
      columnList: [
        { label: workOrderColumn('workOrderNo'), prop: 'workOrderNo', width: 130, show: true, default: true },
        {
          label: workOrderColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'UNTREATED', label: 'msg:complaintUntreated', color: 'orange' },
              { value: 'PROCESSING', label: 'msg:complaintProcessing', color: 'blue' },
              { value: 'PROCESSED', label: 'msg:complaintProcessed', color: 'green' },
              { value: 'END', label: 'msg:complaintEnd', color: 'default' },
            ],
          },
        },
        { label: workOrderColumn('typeName'), prop: 'typeName', width: 160, show: true },
        { label: workOrderColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: workOrderColumn('content'), prop: 'content', minWidth: 200, show: true, tooltip: true },
        { label: workOrderColumn('fileCount'), prop: 'fileCount', width: 80, show: true },
        minuteColumn(workOrderColumn('createdAt'), 'createdAt'),
        minuteColumn(workOrderColumn('updatedAt'), 'updatedAt', { show: false }),
      ],
    }),
  },
  ...(['integralLog', 'growthLog'] as const).map((tabKey) => ({
    tabKey,
    name: `Member mall, ${tabKey === 'integralLog' ? 'points' : 'growth'} log (${tabKey})`,
    config: mallLedger(tabKey),
  })),
  {
    tabKey: 'exchangeLog',
    name: 'Member mall, exchange log (exchangeLog)',
    config: table({
      tableApi: 'mall/queryGiftOrderRecordRaw',
      rowKey: 'id',
      columnList: [
        { label: mallColumn('orderNo'), prop: 'orderNo', width: 120, show: true, default: true },
        { label: mallColumn('giftName'), prop: 'giftName', minWidth: 160, show: true, default: true, tooltip: true },
        { label: mallColumn('quantity'), prop: 'quantity', width: 90, show: true },
        { label: mallColumn('points'), prop: 'points', width: 80, show: true },
        {
          label: mallColumn('deliveryStatus'),
          prop: 'deliveryStatus',
          width: 140,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'PENDING', label: 'msg:mallDeliveryPending', color: 'orange' },
              { value: 'SHIPPED', label: 'msg:mallDeliveryShipped', color: 'blue' },
              { value: 'DELIVERED', label: 'msg:mallDeliveryDelivered', color: 'green' },
            ],
          },
        },
        { label: mallColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: mallColumn('receiverName'), prop: 'receiverName', width: 130, show: true, tooltip: true },
        { label: mallColumn('receiverTel'), prop: 'receiverTel', width: 140, show: false },
        { label: mallColumn('receiverAddress'), prop: 'receiverAddress', minWidth: 160, show: false, tooltip: true },
        minuteColumn(mallColumn('createdAt'), 'createdAt'),
      ],
    }),
  },
  {
    tabKey: 'claimsManagement',
    name: 'Claims (claimsManagement)',
    config: table({
      tableApi: 'getClaimsList',
      rowKey: 'id',
      columnList: [
        { label: claimColumn('claimNo'), prop: 'claimNo', width: 130, show: true, default: true },
        { label: claimColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: claimColumn('claimTypeName'), prop: 'claimTypeName', width: 130, show: true },
        {
          label: claimColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'PENDING', label: 'msg:claimPending', color: 'orange' },
              { value: 'APPROVED', label: 'msg:claimApproved', color: 'green' },
              { value: 'REJECTED', label: 'msg:claimRejected', color: 'default' },
            ],
          },
        },
        { label: claimColumn('claimAmountSen'), prop: 'claimAmountSen', width: 120, show: true, custom: { kind: 'money' } },
        { label: claimColumn('ceilingSen'), prop: 'ceilingSen', width: 120, show: false, custom: { kind: 'money' } },
        { label: claimColumn('approvedSen'), prop: 'approvedSen', width: 120, show: true, custom: { kind: 'money' } },
        { label: claimColumn('bankName'), prop: 'bankName', width: 150, show: false },
        { label: claimColumn('bankAccount'), prop: 'bankAccount', width: 140, show: false },
        { label: claimColumn('description'), prop: 'description', minWidth: 180, show: true, tooltip: true },
        { label: claimColumn('decisionReason'), prop: 'decisionReason', minWidth: 160, show: false, tooltip: true },
        minuteColumn(claimColumn('createdAt'), 'createdAt'),
        minuteColumn(claimColumn('decidedAt'), 'decidedAt', { show: false }),
      ],
    }),
  },
  {
    tabKey: 'enhancedMessageService',
    name: 'SMS templates (enhancedMessageService)',
    config: table({
      tableApi: 'smsTemplate/list',
      checkbox: true,
      columnList: [
        { label: smsColumn('templates', 'name'), prop: 'name', minWidth: 160, show: true, default: true, tooltip: true },
        {
          label: smsColumn('templates', 'type'),
          prop: 'type',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'NOTICE', label: 'msg:smsTypeNotice', color: 'blue' },
              { value: 'COMMERCIAL', label: 'msg:smsTypeCommercial', color: 'purple' },
            ],
          },
        },
        { label: smsColumn('templates', 'content'), prop: 'content', minWidth: 260, show: true, tooltip: true },
        { label: smsColumn('templates', 'events'), prop: 'eventNames', minWidth: 180, show: true, tooltip: true },
        { label: smsColumn('templates', 'parts'), prop: 'parts', width: 80, show: true },
        {
          label: smsColumn('templates', 'status'),
          prop: 'status',
          width: 100,
          show: true,
          custom: { kind: 'enum', options: STATUS_OPTIONS },
        },
        minuteColumn(smsColumn('templates', 'updatedAt'), 'updatedAt'),
      ],
    }),
  },
  {
    tabKey: 'enhancedMessageLogs',
    name: 'SMS logs (enhancedMessageLogs)',
    config: table({
      tableApi: 'smsLog/list',
      exportApi: 'smsLog/export',
      exportKey: 'id',
      checkbox: true,
      export: true,
      columnList: [
        minuteColumn(smsColumn('logs', 'createdAt'), 'createdAt'),
        { label: smsColumn('logs', 'waybillNo'), prop: 'waybillNo', width: 150, show: true, default: true, exportRequired: true },
        { label: smsColumn('logs', 'templateName'), prop: 'templateName', minWidth: 140, show: true, tooltip: true },
        { label: smsColumn('logs', 'event'), prop: 'event', width: 130, show: true, custom: { kind: 'enum', options: SMS_EVENT_OPTIONS } },
        { label: smsColumn('logs', 'receiverTel'), prop: 'receiverTel', width: 130, show: true },
        { label: smsColumn('logs', 'text'), prop: 'text', minWidth: 240, show: true, tooltip: true },
        { label: smsColumn('logs', 'parts'), prop: 'parts', width: 70, show: true },
        { label: smsColumn('logs', 'costSen'), prop: 'costSen', width: 100, show: true, custom: { kind: 'money' } },
        { label: smsColumn('logs', 'state'), prop: 'state', width: 120, show: true, custom: { kind: 'enum', options: SMS_STATE_OPTIONS } },
        { label: smsColumn('logs', 'failure'), prop: 'failure', minWidth: 140, show: false, tooltip: true },
        minuteColumn(smsColumn('logs', 'deliveredAt'), 'deliveredAt', { show: false }),
      ],
    }),
  },
];

/** Enhanced SMS (issue 18): its templates and its log. */
function smsColumn(list: 'templates' | 'logs', prop: string): string {
  return `sms:${list}.columns.${prop}`;
}
