import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

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

export const MALL_LISTS: BuiltInTable[] = [
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
];
