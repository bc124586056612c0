import { formatRinggit } from '@portal/shared/money';
import { COD_STATE_LIST, WAYBILL_TAB_LIST, type WaybillTab } from '@portal/shared/waybills';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from '@/components/list-kit/filters.ts';
import { useCodStates, useWaybillStatistics, useWaybillTabCounts } from '../api/waybill-list.ts';
import type { DateShortcut } from '../manage/order-filters.ts';
import { ListSummary, type SummaryTab } from '../summary/list-summary.tsx';

interface WaybillSummaryProps {
  /** The list's filters without the tab: what the tabs and the COD states count. */
  filters: FilterValues;
  tab: WaybillTab | null;
  onTab: (tab: WaybillTab | null) => void;
  shortcut: DateShortcut | null;
  onShortcut: (shortcut: DateShortcut) => void;
}

const ALL = 'all' as const;

/**
 * Above my waybills' table: the date shortcuts and the totals of what is listed
 * (getSendOrdersStatistics), the COD waybills by where their cash stands (getCodStatusCountData),
 * and the status tabs with their counts under the other filters (getSendOrderStatusCount).
 */
export function WaybillSummary({ filters, tab, onTab, shortcut, onShortcut }: WaybillSummaryProps) {
  const { t } = useTranslation('waybills');
  const counts = useWaybillTabCounts(filters);
  const stats = useWaybillStatistics(tab ? { ...filters, tab } : filters);
  const cod = useCodStates(filters);
  const tabs: SummaryTab<WaybillTab | typeof ALL>[] = [ALL, ...WAYBILL_TAB_LIST].map((key) => ({
    key,
    label: t(`tabs.${key}`),
    count: counts.data?.[key],
  }));
  return (
    <ListSummary<WaybillTab | typeof ALL>
      shortcut={shortcut}
      onShortcut={onShortcut}
      totals={
        stats.data &&
        t('stats.line', {
          waybills: stats.data.waybills.toLocaleString('en'),
          pieces: stats.data.pieces.toLocaleString('en'),
          freight: formatRinggit(stats.data.freightSen),
          cod: formatRinggit(stats.data.codSen),
          collected: formatRinggit(stats.data.codCollectedSen),
        })
      }
      tabsLabel={t('tabs.label')}
      tabs={tabs}
      active={tab ?? ALL}
      onTab={(key) => onTab(key === ALL ? null : key)}
    >
      {cod.data && (
        <div className="waybills__cod">
          <span className="waybills__cod-title" id="waybills-cod-title">
            {t('cod.label')}
          </span>
          <dl className="waybills__cod-states" aria-labelledby="waybills-cod-title">
            {COD_STATE_LIST.map((state) => (
              <div key={state} className="waybills__cod-state">
                <dt>{t(`cod.${state}`)}</dt>
                <dd>
                  {t('cod.state', { count: cod.data[state].waybills.toLocaleString('en'), amount: formatRinggit(cod.data[state].codSen) })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </ListSummary>
  );
}
