import { COD_BILL_STATES, COD_PARCEL_STATES, COD_STATE_LABELS } from '@portal/shared/cod';
import type { FilterField } from '@/components/list-kit/filters.ts';

const stateOptions = (states: readonly (keyof typeof COD_STATE_LABELS)[]) =>
  states.map((value) => ({ value, label: `msg:${COD_STATE_LABELS[value]}` }));

/** COD management's filters: the parameters of codManagement (packages/shared/src/cod.ts). */
export const codParcelFilters = (waybillNosPlaceholder: string): FilterField[] => [
  { kind: 'textarea', name: 'waybillNos', label: 'cod:management.waybillNos', placeholder: waybillNosPlaceholder, maxLength: 2_000 },
  { kind: 'status', name: 'state', label: 'cod:management.state', options: stateOptions(COD_PARCEL_STATES) },
  { kind: 'dateRange', name: 'createTime', label: 'cod:management.createTime' },
  { kind: 'dateRange', name: 'signTime', label: 'cod:management.signTime' },
];

/** The COD bill list's filters (getCodBills). */
export const codBillFilters: FilterField[] = [
  { kind: 'status', name: 'state', label: 'cod:bills.state', options: stateOptions(COD_BILL_STATES) },
  { kind: 'dateRange', name: 'createTime', label: 'cod:bills.createTime' },
];
