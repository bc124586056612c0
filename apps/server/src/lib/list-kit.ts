import { PAY_METHODS } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import type { TableConfig } from '@portal/shared/table-config';

/**
 * What every module's `lists.ts` builds its list configurations with. It lives in lib/ because every
 * module may import lib/ and lib/ imports no module (biome.json, noRestrictedImports): a module's lists
 * need no other module for their columns, and table-config, which stores them, needs none either.
 */

/**
 * A table configuration the release ships, by tabKey. Seeded into the database when missing (the
 * administrator may then change them) and restored by `sendSyncTableList`. Column labels are
 * translation keys, so a header follows the interface language and the language maintenance screen.
 */
export interface BuiltInTable {
  tabKey: string;
  name: string;
  config: TableConfig;
}

export type Columns = TableConfig['columnList'];

export const table = (partial: Partial<TableConfig> & Pick<TableConfig, 'columnList' | 'tableApi'>): TableConfig => ({
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
export const minuteColumn = (label: string, prop: string, { width = 150, show = true }: { width?: number; show?: boolean } = {}) => ({
  label,
  prop,
  width,
  show,
  custom: { kind: 'date' as const, format: 'YYYY-MM-DD HH:mm' },
});

// ---- options that lists of several modules show alike

/** Enabled or disabled (sub-accounts, SMS templates). */
export const STATUS_OPTIONS = [
  { value: 1, label: 'msg:statusEnabled', color: 'green' },
  { value: 2, label: 'msg:statusDisabled', color: 'default' },
];

/** A waybill's status as the server's labels (order management, my waybills, COD management). */
export const ORDER_STATUS_OPTIONS = (
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
export const PAY_METHOD_OPTIONS = PAY_METHODS.map((value) => ({ value, label: `msg:${PAY_METHOD_LABELS[value]}` }));

/** Where a complaint or a work order stands (complaints, work orders). */
export const COMPLAINT_STATUS_OPTIONS = [
  { value: 'UNTREATED', label: 'msg:complaintUntreated', color: 'orange' },
  { value: 'PROCESSING', label: 'msg:complaintProcessing', color: 'blue' },
  { value: 'PROCESSED', label: 'msg:complaintProcessed', color: 'green' },
  { value: 'END', label: 'msg:complaintEnd', color: 'default' },
];
