import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/table-config';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { readListState } from '@/components/list-kit/list-state.ts';
import { activeShortcut, DATE_END, DATE_START, type DateShortcut, shortcutRange } from '../manage/order-filters.ts';

/**
 * The URL state an order list's summary reads and sets beside the list kit's own: the status tab
 * (`param`) and the date shortcuts. A change of tab or dates starts again at page 1.
 */
export function useSummaryParams(filters: readonly FilterField[], param: string) {
  const [params, setParams] = useSearchParams();
  // The filters exactly as the list posts them (defaults included), for the tabs and totals.
  const listFilters = useMemo(
    () => readListState(params, { filters, pageSizes: PAGE_SIZES, defaultPageSize: DEFAULT_PAGE_SIZE, sortable: [] }).filters,
    [params, filters],
  );
  const changeParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    next.delete('page');
    setParams(next);
  };
  const choose = (value: string | null) => changeParams((next) => (value ? next.set(param, value) : next.delete(param)));
  const chooseShortcut = (shortcut: DateShortcut) =>
    changeParams((next) => {
      const range = shortcutRange(shortcut);
      if (shortcut === 'last7Days') {
        // The default range: no parameters at all.
        next.delete(DATE_START);
        next.delete(DATE_END);
      } else {
        next.set(DATE_START, range?.[0] ?? '');
        next.set(DATE_END, range?.[1] ?? '');
      }
    });
  return { listFilters, chosen: params.get(param), choose, shortcut: activeShortcut(listFilters), chooseShortcut };
}
