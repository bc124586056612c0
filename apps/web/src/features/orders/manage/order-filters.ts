import { PAY_METHODS } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { malaysiaDate } from '@portal/shared/time';
import type { FilterField, FilterOption, FilterValues } from '@/components/list-kit/filters.ts';

/** The date filter's parameters: `createTimeStart` / `createTimeEnd`, Malaysian time. */
export const DATE_START = 'createTimeStart';
export const DATE_END = 'createTimeEnd';
/** The status tab, kept in the URL beside the list's own state. */
export const STATUS_PARAM = 'status';

/** The date shortcuts of issue 5: today, yesterday, the last 7 days (the default) or every date. */
export const DATE_SHORTCUTS = ['today', 'yesterday', 'last7Days', 'all'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

/** The range a shortcut stands for; 'all' is no range. */
export function shortcutRange(shortcut: DateShortcut): [string, string] | null {
  switch (shortcut) {
    case 'today':
      return [`${malaysiaDate(0)} 00:00:00`, `${malaysiaDate(0)} 23:59:59`];
    case 'yesterday':
      return [`${malaysiaDate(-1)} 00:00:00`, `${malaysiaDate(-1)} 23:59:59`];
    case 'last7Days':
      return [`${malaysiaDate(-6)} 00:00:00`, `${malaysiaDate(0)} 23:59:59`];
    case 'all':
      return null;
  }
}

/** Which shortcut the current filters are, if any (a range picked by hand is none). */
export function activeShortcut(filters: FilterValues): DateShortcut | null {
  const start = filters[DATE_START];
  const end = filters[DATE_END];
  if (start === undefined && end === undefined) return 'all';
  return (
    DATE_SHORTCUTS.find((s) => {
      const range = shortcutRange(s);
      return range !== null && range[0] === start && range[1] === end;
    }) ?? null
  );
}

/** Spec 5 / 9: up to 10 waybill numbers, one per line or separated by commas. */
const WAYBILL_TEXT_MAX = 400;

/** The filter bar: date range (last 7 days unless changed), product, pay method, waybill numbers, order number. */
export function orderFilters(products: readonly FilterOption[], waybillPlaceholder: string): FilterField[] {
  const [start, end] = shortcutRange('last7Days')!;
  return [
    { kind: 'dateRange', name: 'createTime', label: 'orderManage:filters.createTime', defaultValue: [start, end] },
    { kind: 'select', name: 'expressType', label: 'orderManage:filters.expressType', options: products },
    {
      kind: 'select',
      name: 'payMethod',
      label: 'orderManage:filters.payMethod',
      options: PAY_METHODS.map((m) => ({ value: m, label: `msg:${PAY_METHOD_LABELS[m]}` })),
    },
    {
      kind: 'textarea',
      name: 'waybillNos',
      label: 'orderManage:filters.waybillNos',
      placeholder: waybillPlaceholder,
      maxLength: WAYBILL_TEXT_MAX,
    },
    { kind: 'text', name: 'orderCode', label: 'orderManage:filters.orderCode', maxLength: 30 },
  ];
}
