import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

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

export const MARKETPLACE_LISTS: BuiltInTable[] = [
  {
    tabKey: 'commerceOrders',
    name: 'Marketplace orders (commerceOrders)',
    config: COMMERCE_ORDERS,
  },
];
