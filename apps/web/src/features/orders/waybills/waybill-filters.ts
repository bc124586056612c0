import type { FilterField, FilterOption } from '@/components/list-kit/filters.ts';
import { orderFilters } from '../manage/order-filters.ts';

/** The status tab, kept in the URL beside the list's own state. */
export const TAB_PARAM = 'tab';

/** A receiver search: a name's beginning or a phone (shared/waybills.ts receiverQuery). */
const RECEIVER_MAX = 100;

/** Order management's filters, then the receiver and when the waybill was signed for. */
export function waybillFilters(products: readonly FilterOption[], placeholders: { waybillNos: string; receiver: string }): FilterField[] {
  return [
    ...orderFilters(products, placeholders.waybillNos),
    { kind: 'text', name: 'receiver', label: 'waybills:filters.receiver', placeholder: placeholders.receiver, maxLength: RECEIVER_MAX },
    { kind: 'dateRange', name: 'signTime', label: 'waybills:filters.signTime' },
  ];
}
