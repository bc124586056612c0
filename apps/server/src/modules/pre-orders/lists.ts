import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, PAY_METHOD_OPTIONS, table } from '../../lib/list-kit.ts';

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
    minuteColumn(preOrderColumn('createdAt'), 'createdAt'),
  ],
});

export const PRE_ORDER_LISTS: BuiltInTable[] = [
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
];
